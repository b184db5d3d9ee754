import { useCallback } from 'react';
import { urlId, urlParam, useUrlParams } from '@/lib/use-url-params';

/** `?id=`: the contact whose conversation is open, a positive whole number or none. */
const chatParams = { id: urlParam(urlId, null) };

/**
 * The URL is the chat's state: `/apps/chat?id=<contact id>&q=<search>`. Opening a
 * conversation is a step in the history, so the back button (and a phone's back gesture)
 * returns to the list.
 */
export function useChatRoute() {
  const [{ id: contactId }, setRoute] = useUrlParams(chatParams);
  const open = useCallback((id: number | null) => setRoute({ id }, { push: true }), [setRoute]);
  return { contactId, open };
}
