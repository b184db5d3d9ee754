import { useCallback, useState } from 'react';

/**
 * The emails ticked in the list. A new `scope` (folder, label or search) starts with nothing
 * selected: a selection never silently covers emails the person can no longer see.
 */
export function useSelection(scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [selectionScope, setSelectionScope] = useState(scope);
  if (selectionScope !== scope) {
    setSelectionScope(scope);
    setSelected(new Set());
  }
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const setAll = useCallback((ids: readonly number[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, setAll, clear };
}
