import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { autocompleteAnswerSchema, type AutocompleteParams } from './types';

export const autocompleteKeys = {
  all: ['autocomplete'] as const,
  list: (params: AutocompleteParams) => [...autocompleteKeys.all, params] as const,
};

/** The ranked films (`GET /api/autocomplete/data`), narrowed by `q` on the server. */
export const autocompleteQueryOptions = (params: AutocompleteParams) =>
  queryOptions({
    queryKey: autocompleteKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/api/autocomplete/data', {
        schema: autocompleteAnswerSchema,
        searchParams: { ...params },
        signal,
      }),
    // Reference data: the same for the whole visit, a search asked twice is answered at once.
    staleTime: 10 * 60_000,
  });

/** How many suggestions the search asks for. */
export const SUGGESTIONS = 8;

/**
 * The films matching `q` (already debounced by the caller); the previous answer stays on
 * screen while the next is asked, so the list does not blink empty between keystrokes.
 */
export const useFilmSearch = (q: string) =>
  useQuery({
    ...autocompleteQueryOptions({ q, perPage: SUGGESTIONS }),
    placeholderData: keepPreviousData,
  });

/** All 100 films, once, for the examples that filter in the page. */
export const useAllFilms = () => useQuery(autocompleteQueryOptions({}));
