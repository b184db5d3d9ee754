import type { QueryClient } from '@tanstack/react-query';
import { pricingQueryOptions } from './api';

/** The pricing page's one call, started beside its chunk (same key as the page's query). */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(pricingQueryOptions());
}
