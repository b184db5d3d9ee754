import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { useListState } from '@/lib/use-list-state';
import type { TaskListParams } from './api';
import { filterSchema, sortSchema, tagSchema } from './types';

/**
 * The URL is the list's state: `/apps/todo?filter=completed&tag=team&q=…&sortBy=due-date`.
 * A bad value is no value (every task not deleted, no tag, the person's own order).
 */
export const todoListOptions = {
  filters: {
    filter: z._default(filterSchema, 'all'),
    tag: z.optional(tagSchema),
    sortBy: z.optional(sortSchema),
  },
} as const;

export type TaskLink = Partial<Pick<TaskListParams, 'filter' | 'tag'>>;

export function useTodoRoute() {
  const list = useListState(todoListOptions);
  const { filter, tag, sortBy } = list.params.filters;
  const q = list.params.q;
  const params: TaskListParams = useMemo(
    () => ({ q, filter: filter ?? 'all', tag, sortBy }),
    [q, filter, tag, sortBy],
  );
  /** The link of a filter or a tag, on page 1; the search and the order stay as they are. */
  const { href } = list;
  const linkTo = useCallback((change: TaskLink) => href({ page: 1, filters: change }), [href]);
  return { list, params, linkTo };
}

export type TodoRoute = ReturnType<typeof useTodoRoute>;
