import { useEffect, useMemo, useRef } from 'react';
import { toast, type UndoToast } from './toast';

/**
 * Undo toasts that belong to a component: they are taken away when it unmounts, for an undo
 * that only means something while its page is shown (the card gallery puts a card back into
 * the page's own state). An undo that calls the server outlives its page: use `toast.undo`.
 */
export function useOwnedToasts() {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const ids = shown.current;
    return () => ids.forEach((id) => toast.hide(id));
  }, []);
  return useMemo(
    () => ({
      undo: (options: UndoToast) => {
        const id = toast.undo(options);
        shown.current.add(id);
        return id;
      },
      hide: (id: string) => {
        shown.current.delete(id);
        toast.hide(id);
      },
    }),
    [],
  );
}
