import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { emailQueryOptions, emailsQueryOptions } from './api';
import { parseMailboxPath, parseMailboxSearch } from './use-mailbox-route';

/**
 * What the mailbox asks first, started by the router beside the page's chunk: the list of
 * the folder or label in the URL (with its `q`), and the email `?open=` names. Same keys and
 * options as the page's own queries, so the page finds them in flight or done. Kept apart
 * from the page so that this chunk holds query options and no components.
 */
export function prefetch(queryClient: QueryClient, { params, url }: { params: Params; url: URL }) {
  const { view, label } = parseMailboxPath(params['*'] ?? '');
  const { q, openId } = parseMailboxSearch(url.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(emailsQueryOptions({ view, label, q })),
    openId ? queryClient.prefetchQuery(emailQueryOptions(openId)) : undefined,
  ]);
}
