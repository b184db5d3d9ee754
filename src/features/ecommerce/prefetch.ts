import type { QueryClient } from '@tanstack/react-query';
import { productsQueryOptions } from './api';
import { productListParamsOf } from './shop-state';

/**
 * The shop's first call, started by the router beside the page's chunk: the page of products
 * the URL names (its search, filters, order and page), under the key the page's own query
 * uses, so the page finds it in flight or done. Query options only, no components.
 */
export function prefetch(queryClient: QueryClient, { url }: { url: URL }) {
  return queryClient.prefetchQuery(productsQueryOptions(productListParamsOf(url.searchParams)));
}
