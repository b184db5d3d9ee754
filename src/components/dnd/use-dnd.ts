import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** Pages that drag things declare this namespace beside their own (`namespaces` export). */
export const DND_NAMESPACE = 'dnd';

/**
 * Mouse, touch and keyboard, as every sortable list and board here drags: the mouse after
 * 4 px (a click stays a click), a finger after a 200 ms press (a swipe still scrolls), and
 * the keyboard with space or Enter to lift, arrows to move, space or Enter to drop, Esc to
 * cancel.
 */
export function useDndSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a screen reader hears of a drag, in the active language. */
export interface DndAccessibility {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
}

/**
 * dnd-kit's announcements and instructions in the active language. `describe` names an item
 * or a drop target by its id ("Revisar contrato", "coluna Em andamento"); pass the result as
 * `<DndContext accessibility={…}>`.
 */
export function useDndAccessibility(describe: (id: UniqueIdentifier) => string): DndAccessibility {
  const { t } = useTranslation('dnd');
  return useMemo(() => {
    const name = (id: UniqueIdentifier) => describe(id);
    return {
      screenReaderInstructions: { draggable: t('instructions') },
      announcements: {
        onDragStart: ({ active }) => t('picked', { item: name(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('over', { item: name(active.id), target: name(over.id) })
            : t('outside', { item: name(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('dropped', { item: name(active.id), target: name(over.id) })
            : t('droppedOutside', { item: name(active.id) }),
        onDragCancel: ({ active }) => t('cancelled', { item: name(active.id) }),
      },
    };
  }, [t, describe]);
}
