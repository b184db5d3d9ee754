import type { QueryClient } from '@tanstack/react-query';
import { accountSettingsQueryOptions } from './api';

/**
 * What the settings page asks first, started by the router beside the page's chunk: the
 * person's settings, every tab's (same key as the page's query, found in flight or done).
 */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(accountSettingsQueryOptions());
}
