import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { listSearchParams, type ListParamsOf } from '@/lib/list-state';
import {
  blogCategorySchema,
  blogDetailSchema,
  blogEditSchema,
  blogListResponseSchema,
  blogSidebarSchema,
  POSTS_PER_PAGE,
} from './types';

/** The list's state in its URL: `?q=&category=&page=&perPage=` (6 or 9 a page). */
export const blogListOptions = {
  filters: { category: z.optional(blogCategorySchema) },
  perPage: { default: POSTS_PER_PAGE[0], choices: POSTS_PER_PAGE },
} as const;
export type BlogListParams = ListParamsOf<typeof blogListOptions>;

export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (params: BlogListParams) => [...blogKeys.lists(), params] as const,
  sidebar: () => [...blogKeys.all, 'sidebar'] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (id: number) => [...blogKeys.details(), id] as const,
  edit: (id: number) => [...blogKeys.all, 'edit', id] as const,
};

export const blogListQueryOptions = (params: BlogListParams) =>
  queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/blog/list/data', {
        schema: blogListResponseSchema,
        searchParams: listSearchParams(params),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBlogList = (params: BlogListParams) => useQuery(blogListQueryOptions(params));

export const blogSidebarQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.sidebar(),
    queryFn: ({ signal }) =>
      http.demo.get('/blog/list/data/sidebar', { schema: blogSidebarSchema, signal }),
  });

export const useBlogSidebar = () => useQuery(blogSidebarQueryOptions());

/** A post and its comments: 404 for an unknown id. */
export const blogDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) =>
      http.demo.get('/blog/list/data/detail', {
        schema: blogDetailSchema,
        searchParams: { id },
        signal,
      }),
  });

/** `null` (an address that names no post) asks nothing. */
export const useBlogDetail = (id: number | null) =>
  useQuery({ ...blogDetailQueryOptions(id ?? 0), enabled: id !== null });

/** A post as its edit form opens it (with its version): 404 for an unknown id. */
export const blogEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: blogKeys.edit(id),
    queryFn: ({ signal }) =>
      http.demo.get('/blog/list/data/edit', {
        schema: blogEditSchema,
        searchParams: { id },
        signal,
      }),
  });

export const useBlogEdit = (id: number) => useQuery(blogEditQueryOptions(id));
