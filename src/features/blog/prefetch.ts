import type { QueryClient } from '@tanstack/react-query';
import { parseListState } from '@/lib/list-state';
import { blogListOptions, blogListQueryOptions, blogSidebarQueryOptions } from './api';

/**
 * The list's first calls, started by the router beside the page's chunk: the page of posts
 * the URL names and the sidebar, under the keys the page's queries use.
 */
export function prefetch(queryClient: QueryClient, { url }: { url: URL }) {
  return Promise.all([
    queryClient.prefetchQuery(
      blogListQueryOptions(parseListState(url.searchParams, blogListOptions)),
    ),
    queryClient.prefetchQuery(blogSidebarQueryOptions()),
  ]);
}
