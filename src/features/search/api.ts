import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { http } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import {
  bookmarksDataSchema,
  pageEntrySchema,
  searchDataSchema,
  type BookmarksData,
} from './types';

export const searchKeys = {
  all: ['search'] as const,
  bookmarks: () => [...searchKeys.all, 'bookmarks'] as const,
  data: () => [...searchKeys.all, 'data'] as const,
};

export const bookmarksQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.bookmarks(),
    queryFn: ({ signal }) =>
      http.demo.get('/api/bookmarks/data', { schema: bookmarksDataSchema, signal }),
  });

export const searchDataQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.data(),
    queryFn: ({ signal }) =>
      http.demo.get('/api/main-search/data', { schema: searchDataSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useBookmarks = () => useQuery(bookmarksQueryOptions());
export const useSearchData = (enabled: boolean) =>
  useQuery({ ...searchDataQueryOptions(), enabled });

function toggled(data: BookmarksData, id: number): BookmarksData {
  const suggestions = data.suggestions.map((entry) =>
    entry.id === id ? { ...entry, isBookmarked: !entry.isBookmarked } : entry,
  );
  return { suggestions, bookmarks: suggestions.filter((entry) => entry.isBookmarked) };
}

/** Toggles a bookmark at once; a failure puts it back and says so. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  const key = searchKeys.bookmarks();
  return useMutation({
    mutationFn: (id: number) =>
      http.demo.post('/api/bookmarks/update', { json: { id }, schema: pageEntrySchema }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BookmarksData>(key);
      if (previous) queryClient.setQueryData(key, toggled(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', message: i18n.t('search:bookmarks.failed') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
    },
  });
}
