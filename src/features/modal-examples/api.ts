import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { peopleResponseSchema } from './types';

export const modalExampleKeys = {
  all: ['modal-examples'] as const,
  people: () => [...modalExampleKeys.all, 'people'] as const,
};

/** The people to share a project with (and the user the edit modal opens). */
export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: modalExampleKeys.people(),
    queryFn: ({ signal }) =>
      http.demo.get('/api/modal-examples/people', { schema: peopleResponseSchema, signal }),
    select: (data) => data.people,
    // The same list for the whole visit: a second opening shows it at once.
    staleTime: 5 * 60_000,
  });

export const usePeople = () => useQuery(peopleQueryOptions());
