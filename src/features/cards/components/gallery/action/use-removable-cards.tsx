import { useCallback, useEffect, useRef, useState } from 'react';
import { useOwnedToasts } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';

const toastId = (id: string) => `card-gallery-removed-${id}`;

/**
 * Which of a page's cards are removed, and the ways back: a toast with "Desfazer" for each
 * removal (the page's own: leaving the page takes them along) and `restoreAll` for the
 * page's button. Focus never falls to the page's top: after a removal it moves to the next
 * card (or the one before, or the restore button), after a restore to the first card that
 * came back.
 */
export function useRemovableCards<Id extends string>(
  order: readonly Id[],
  titleOf: (id: Id) => string,
) {
  const { t } = useTranslation('card-gallery');
  const toasts = useOwnedToasts();
  const [removed, setRemoved] = useState<readonly Id[]>([]);
  const elements = useRef(new Map<Id | 'restore', HTMLElement>());
  const pendingFocus = useRef<Id | 'restore' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    elements.current.get(target)?.focus();
  }, [removed]);

  const restore = useCallback(
    (ids: readonly Id[]) => {
      ids.forEach((id) => toasts.hide(toastId(id)));
      pendingFocus.current = order.find((id) => ids.includes(id)) ?? null;
      setRemoved((current) => current.filter((id) => !ids.includes(id)));
    },
    [order, toasts],
  );

  const remove = (id: Id) => {
    const shown = order.filter((item) => item === id || !removed.includes(item));
    const at = shown.indexOf(id);
    pendingFocus.current = shown[at + 1] ?? shown[at - 1] ?? 'restore';
    setRemoved((current) => [...current, id]);
    // One toast per card (its id), so restoring a card takes its own toast away.
    toasts.undo({
      id: toastId(id),
      message: t('action.removed', { card: titleOf(id) }),
      onUndo: () => restore([id]),
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
