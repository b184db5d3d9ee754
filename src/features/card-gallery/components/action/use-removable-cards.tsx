import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { UndoMessage } from './undo-message';

const toastId = (id: string) => `card-gallery-removed-${id}`;

/**
 * Which of a page's cards are removed, and the ways back: a toast with "Desfazer" for each
 * removal and `restoreAll` for the page's button. Focus never falls to the page's top: after
 * a removal it moves to the next card (or the one before, or the restore button), after a
 * restore to the first card that came back.
 */
export function useRemovableCards<Id extends string>(
  order: readonly Id[],
  titleOf: (id: Id) => string,
) {
  const { t } = useTranslation('card-gallery');
  const [removed, setRemoved] = useState<readonly Id[]>([]);
  const elements = useRef(new Map<Id | 'restore', HTMLElement>());
  const pendingFocus = useRef<Id | 'restore' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    elements.current.get(target)?.focus();
  }, [removed]);

  // Leaving the page takes its undo toasts along.
  useEffect(() => () => order.forEach((id) => notifications.hide(toastId(id))), [order]);

  const restore = useCallback(
    (ids: readonly Id[]) => {
      ids.forEach((id) => notifications.hide(toastId(id)));
      pendingFocus.current = order.find((id) => ids.includes(id)) ?? null;
      setRemoved((current) => current.filter((id) => !ids.includes(id)));
    },
    [order],
  );

  const remove = (id: Id) => {
    const shown = order.filter((item) => item === id || !removed.includes(item));
    const at = shown.indexOf(id);
    pendingFocus.current = shown[at + 1] ?? shown[at - 1] ?? 'restore';
    setRemoved((current) => [...current, id]);
    notifications.show({
      id: toastId(id),
      // Longer than a plain toast: time to reach "Desfazer" (the page's button stays anyway).
      autoClose: 8000,
      closeButtonProps: { 'aria-label': t('closeToast') },
      message: (
        <UndoMessage
          text={t('action.removed', { card: titleOf(id) })}
          onUndo={() => restore([id])}
        />
      ),
    });
  };

  return {
    isShown: (id: Id) => !removed.includes(id),
    removedCount: removed.length,
    remove,
    restoreAll: () => restore(removed),
    /** Where focus may go: a card's root (by its id) or the restore button (`restore`). */
    register: useCallback((id: Id | 'restore', element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    }, []),
  };
}
