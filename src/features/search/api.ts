import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
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
/** The palette's data: asked for once the palette is (it comes on the first ask). */
export const useSearchData = () => useQuery(searchDataQueryOptions());

function toggled(data: BookmarksData, id: number): BookmarksData {
  const suggestions = data.suggestions.map((entry) =>
    entry.id === id ? { ...entry, isBookmarked: !entry.isBookmarked } : entry,
  );
  return { suggestions, bookmarks: suggestions.filter((entry) => entry.isBookmarked) };
}

/** Toggles a bookmark at once; a failure puts it back (and the error policy says so). */
export function useToggleBookmark() {
  return useMutation({
    mutationFn: (id: number) =>
      http.demo.post('/api/bookmarks/update', { json: { id }, schema: pageEntrySchema }),
    meta: { errorMessage: 'search:bookmarks.failed' },
    ...optimistic<BookmarksData, number>({
      queryKey: searchKeys.bookmarks(),
      invalidate: searchKeys.all,
      update: toggled,
    }),
  });
}
