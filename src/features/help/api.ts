import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { ListStateOptions } from '@/lib/use-list-state';
import {
  faqResponseSchema,
  kbArticleSchema,
  kbCardsResponseSchema,
  kbCategoryResponseSchema,
} from './types';

/** The help pages' URL state: only the search (`?q=`); no pages, sorts or filters. */
export const helpSearch: ListStateOptions = {};

export const helpKeys = {
  all: ['help'] as const,
  faq: (q: string) => [...helpKeys.all, 'faq', q] as const,
  cards: () => [...helpKeys.all, 'knowledge-base'] as const,
  category: (category: string) => [...helpKeys.all, 'category', category] as const,
  article: (category: string, question: string) =>
    [...helpKeys.all, 'article', category, question] as const,
};

/** The FAQ, narrowed by `q` on the server; the last answer stays while a new search runs. */
export const faqQueryOptions = (q: string) =>
  queryOptions({
    queryKey: helpKeys.faq(q),
    queryFn: ({ signal }) =>
      http.demo.get('/faq/data', {
        schema: faqResponseSchema,
        searchParams: { q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFaq = (q: string) => useQuery(faqQueryOptions(q));

export const kbCardsQueryOptions = () =>
  queryOptions({
    queryKey: helpKeys.cards(),
    queryFn: ({ signal }) =>
      http.demo.get('/faq/data/knowledge_base', { schema: kbCardsResponseSchema, signal }),
  });

export const useKbCards = () => useQuery(kbCardsQueryOptions());

/** A category's groups; 404 when there is no such category. */
export const kbCategoryQueryOptions = (category: string) =>
  queryOptions({
    queryKey: helpKeys.category(category),
    queryFn: ({ signal }) =>
      http.demo.get('/faq/data/knowledge_base/category', {
        schema: kbCategoryResponseSchema,
        searchParams: { category },
        signal,
      }),
  });

export const useKbCategory = (category: string) => useQuery(kbCategoryQueryOptions(category));

/** One article; 404 when the category or the question is unknown. */
export const kbArticleQueryOptions = (category: string, question: string) =>
  queryOptions({
    queryKey: helpKeys.article(category, question),
    queryFn: ({ signal }) =>
      http.demo.get('/faq/data/knowledge_base/question', {
        schema: kbArticleSchema,
        searchParams: { category, question },
        signal,
      }),
  });

export const useKbArticle = (category: string, question: string) =>
  useQuery(kbArticleQueryOptions(category, question));
