import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from './api';

/** The profile's one call, started by the router beside the page's chunk (same key). */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(profileQueryOptions());
}
