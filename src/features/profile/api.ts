import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { postsPageSchema, profileDataSchema } from './types';

export const profileKeys = {
  all: ['profile'] as const,
  data: () => [...profileKeys.all, 'data'] as const,
  postPages: () => [...profileKeys.all, 'posts'] as const,
  postPage: (page: number) => [...profileKeys.postPages(), page] as const,
};

/** The signed-in user's profile with the first page of posts (SPEC §7). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.data(),
    queryFn: ({ signal }) => http.demo.get('/profile/data', { schema: profileDataSchema, signal }),
    meta: { errorMessage: 'profile:toasts.loadFailed' },
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** Page `page` (from 2: the first comes with the profile) of the feed. */
export const postsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: profileKeys.postPage(page),
    queryFn: ({ signal }) =>
      http.demo.get('/profile/posts', { schema: postsPageSchema, searchParams: { page }, signal }),
  });

/** The pages after the first that were asked for ("Carregar mais"), in order. */
export function useMorePosts(pagesShown: number) {
  return useQueries({
    queries: Array.from({ length: Math.max(0, pagesShown - 1) }, (_, index) =>
      postsPageQueryOptions(index + 2),
    ),
    combine: (results) => ({
      posts: results.flatMap((result) => result.data?.posts ?? []),
      loading: results.some((result) => result.isPending),
      failed: results.find((result) => result.error),
    }),
  });
}
