import { GripVertical } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './drag-handle.module.css';

interface DragHandleProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'type' | 'aria-label'
> {
  /** The button's name in the active language ("Mover “Revisar contrato”"). */
  label: string;
}

/**
 * The one drag handle of every sortable list: a grip button named after its item, that the
 * mouse or a finger drags and the keyboard lifts (space or Enter), moves (arrows) and drops.
 * Give it the item's handle from `useSortableItem` (./use-sortable-item):
 *
 * ```tsx
 * const sortable = useSortableItem({ id });
 * <li {...sortable.item}>
 *   <DragHandle label={moveLabel} {...sortable.handle} />
 * ```
 *
 * `className` places it (a grid area); the look is shared.
 */
export function DragHandle({ label, className, ...props }: DragHandleProps) {
  return (
    <button
      type="button"
      className={className ? `${classes.handle} ${className}` : classes.handle}
      aria-label={label}
      {...props}
    >
      <GripVertical size={16} aria-hidden="true" />
    </button>
  );
}
