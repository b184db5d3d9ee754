import { useMemo } from 'react';
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
    filter: z.optional(filterSchema),
    tag: z.optional(tagSchema),
    sortBy: z.optional(sortSchema),
  },
} as const;

export function useTodoRoute() {
  const list = useListState(todoListOptions);
  const { filter, tag, sortBy } = list.params.filters;
  const q = list.params.q;
  const params: TaskListParams = useMemo(
    () => ({ q, filter: filter ?? 'all', tag, sortBy }),
    [q, filter, tag, sortBy],
  );
  return { list, params };
}

export type TodoRoute = ReturnType<typeof useTodoRoute>;

/** The link of a filter or a tag; the search and the order stay as they are. */
export function todoHref(
  current: URLSearchParams,
  change: Partial<Pick<TaskListParams, 'filter' | 'tag'>>,
) {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === 'all') next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return `/apps/todo${search ? `?${search}` : ''}`;
}
