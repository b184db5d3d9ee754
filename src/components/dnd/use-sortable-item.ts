import { useSortable, type UseSortableArguments } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * One item of a sortable list dragged by its `DragHandle`, as every list here draws it: spread
 * `item` on the item's element (its node, its moving style, `data-dragging` while it moves)
 * and `handle` on its handle (`<DragHandle label={…} {...handle} />`).
 */
export function useSortableItem(options: UseSortableArguments) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable(options);
  return {
    isDragging,
    item: {
      ref: setNodeRef,
      'data-dragging': isDragging || undefined,
      style: { transform: CSS.Translate.toString(transform), transition },
    },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
