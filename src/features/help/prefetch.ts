import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { parseListState } from '@/lib/use-list-state';
import {
  faqQueryOptions,
  helpSearch,
  kbArticleQueryOptions,
  kbCardsQueryOptions,
  kbCategoryQueryOptions,
} from './api';

/**
 * The help pages' first calls, started by the router beside each page's chunk, under the keys
 * the pages use: the FAQ with the URL's `q`; the knowledge base's cards (every knowledge-base
 * page names its category from them), with the category's groups or the article its params
 * name. Query options only, no components.
 */
export function prefetch(queryClient: QueryClient, { params, url }: { params: Params; url: URL }) {
  if (url.pathname.endsWith('/faq')) {
    const { q } = parseListState(url.searchParams, helpSearch);
    return queryClient.prefetchQuery(faqQueryOptions(q));
  }
  const { category, question } = params;
  return Promise.all([
    queryClient.prefetchQuery(kbCardsQueryOptions()),
    category && question
      ? queryClient.prefetchQuery(kbArticleQueryOptions(category, question))
      : category
        ? queryClient.prefetchQuery(kbCategoryQueryOptions(category))
        : undefined,
  ]);
}
