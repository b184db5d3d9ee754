import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { selectAnswerSchema, type SelectParams } from './types';

export const selectKeys = {
  all: ['select-options'] as const,
  list: (params: SelectParams) => [...selectKeys.all, params] as const,
};

/** Options for the select examples (`GET /api/select/data`). */
export const selectQueryOptions = (params: SelectParams) =>
  queryOptions({
    queryKey: selectKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/api/select/data', {
        schema: selectAnswerSchema,
        searchParams: { ...params },
        signal,
      }),
    // Reference data: the same for the whole visit, a search asked twice is answered at once.
    staleTime: 10 * 60_000,
  });

/** The 27 states, region by region. */
export const useStateOptions = () => useQuery(selectQueryOptions({ list: 'states' }));

/**
 * The cities matching `q` (already debounced by the caller); the previous answer stays on
 * screen while the next one is asked, so the list does not blink empty between keystrokes.
 */
export const useCitySearch = (q: string) =>
  useQuery({ ...selectQueryOptions({ list: 'cities', q }), placeholderData: keepPreviousData });
