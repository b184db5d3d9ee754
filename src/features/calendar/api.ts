import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { http } from '@/lib/http';
import {
  categories,
  eventAnswerSchema,
  eventsResponseSchema,
  removeAnswerSchema,
  type CalendarEvent,
  type Category,
  type NewCalendarEvent,
} from './types';

export const calendarKeys = {
  all: ['calendar'] as const,
  lists: () => [...calendarKeys.all, 'events'] as const,
  list: (selected: readonly Category[]) => [...calendarKeys.lists(), selected] as const,
};

/** Every calendar selected sends no parameter (the API's "all"); none sends an empty one. */
export const eventsQueryOptions = (selected: readonly Category[]) =>
  queryOptions({
    queryKey: calendarKeys.list(selected),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/calendar/events', {
        schema: eventsResponseSchema,
        searchParams:
          selected.length === categories.length ? {} : { calendars: selected.join(',') },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useEvents = (selected: readonly Category[]) => useQuery(eventsQueryOptions(selected));

const settle = {
  onSettled: (
    _data: unknown,
    _error: unknown,
    _variables: unknown,
    _context: unknown,
    { client }: MutationFunctionContext,
  ) => client.invalidateQueries({ queryKey: calendarKeys.lists() }),
};

/** The drawer's save: a new event (the API gives its id) or the whole edited one. */
export function useSaveEvent() {
  return useMutation({
    mutationFn: (event: NewCalendarEvent | CalendarEvent) =>
      'id' in event
        ? http.demo.post('/apps/calendar/update-event', {
            json: { event },
            schema: eventAnswerSchema,
          })
        : http.demo.post('/apps/calendar/add-event', {
            json: { event },
            schema: eventAnswerSchema,
          }),
    // The drawer says what failed above the fields, with the current event on a conflict.
    meta: { errorShownBy: 'form' },
    ...settle,
  });
}

/** A drag or a resize: the calendar already shows it; the caller reverts it on a failure. */
export function useMoveEvent() {
  return useMutation({
    mutationFn: (event: CalendarEvent) =>
      http.demo.post('/apps/calendar/update-event', { json: { event }, schema: eventAnswerSchema }),
    meta: { errorMessage: 'calendar:toasts.moveFailed' },
    ...settle,
  });
}

export function useRemoveEvent() {
  return useMutation({
    mutationFn: (id: number) =>
      http.demo.delete('/apps/calendar/remove-event', {
        searchParams: { id },
        schema: removeAnswerSchema,
      }),
    meta: {
      errorMessage: 'calendar:toasts.removeFailed',
      successMessage: 'calendar:toasts.removed',
    },
    ...settle,
  });
}
