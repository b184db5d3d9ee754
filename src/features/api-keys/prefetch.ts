import type { QueryClient } from '@tanstack/react-query';
import { apiKeysQueryOptions } from './api';

/** The API key page's one call, started beside its chunk (same key as the page's query). */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(apiKeysQueryOptions());
}
