import { useCallback } from 'react';
import * as z from 'zod/mini';
import { daySchema, today } from '@/lib/dates';
import { urlList, urlParam, useUrlParams } from '@/lib/use-url-params';
import { categories, type Category } from './types';

export const views = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarViewName = (typeof views)[number];

const day = daySchema();

/**
 * Left out when they are the defaults: the month, today, every calendar. `calendars` lists
 * the calendars shown: absent is all, empty is none, unknown names drop.
 */
export const calendarParams = {
  view: urlParam(z.enum(views), 'dayGridMonth'),
  date: urlParam(day, today),
  calendars: urlParam(urlList(categories), [...categories]),
};

/**
 * The URL is the calendar's state: `/apps/calendar?view=timeGridWeek&date=2026-11-23&calendars=
 * Personal,Family`. Moving through dates replaces the entry (no history step per click).
 */
export function useCalendarRoute() {
  const [route, setRoute] = useUrlParams(calendarParams);
  const setPlace = useCallback(
    (view: CalendarViewName, date: string) => setRoute({ view, date }),
    [setRoute],
  );
  const setSelected = useCallback(
    (calendars: readonly Category[]) => setRoute({ calendars: [...calendars] }),
    [setRoute],
  );
  return { view: route.view, date: route.date, selected: route.calendars, setPlace, setSelected };
}
