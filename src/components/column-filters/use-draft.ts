import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a filter waits after the last keystroke, as the search box does. */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * A field's live value ahead of its committed one (in the URL): what is typed shows at once
 * and is committed after a pause. A change made elsewhere ("clear filters", the back button)
 * drops what was being typed, and its pending commit.
 */
export function useDraft<T>(
  committed: T,
  commit: (value: T) => void,
  delayMs: number = FILTER_DEBOUNCE_MS,
): [T, (value: T) => void] {
  // `from` is the committed value the draft was typed over.
  const [draft, setDraft] = useState<{ value: T; from: T } | null>(null);
  const stale = draft !== null && !Object.is(draft.from, committed);
  if (stale) setDraft(null);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);
  useEffect(() => {
    // The committed value moved: our own commit landing (nothing pending), or a change from
    // elsewhere, whose pending commit must not bring the old text back.
    clearTimeout(timer.current);
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (value: T) => {
      setDraft({ value, from: committed });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latestCommit.current(value), delayMs);
    },
    [committed, delayMs],
  );
  return [draft && !stale ? draft.value : committed, change];
}
