import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The contact whose conversation is open, from `?id=`: a positive whole number or none. */
export function parseChatId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The URL is the chat's state: `/apps/chat?id=<contact id>&q=<search>`. Opening a
 * conversation is a step in the history, so the back button (and a phone's back gesture)
 * returns to the list.
 */
export function useChatRoute() {
  const [search, setSearch] = useSearchParams();
  const contactId = parseChatId(search);
  const open = useCallback(
    (id: number | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', String(id));
        else next.delete('id');
        return next;
      }),
    [setSearch],
  );
  return { contactId, open };
}
