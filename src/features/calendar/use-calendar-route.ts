import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { categories, categorySchema, DAY_FORMAT, type Category } from './types';

export const views = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarViewName = (typeof views)[number];

const isView = (value: string | null): value is CalendarViewName =>
  views.some((view) => view === value);

/** The selected calendars from `?calendars=`: absent is all, empty is none, unknown names drop. */
export function parseCalendars(search: URLSearchParams): Category[] {
  if (!search.has('calendars')) return [...categories];
  const names = new Set((search.get('calendars') ?? '').split(','));
  return categories.filter((name) => names.has(name) && categorySchema.safeParse(name).success);
}

/**
 * The URL is the calendar's state: `/apps/calendar?view=timeGridWeek&date=2026-11-23&calendars=
 * Personal,Family`. Defaults (month, today, every calendar) are left out; a bad value is the
 * default. Moving through dates replaces the entry (no history step per click).
 */
export function useCalendarRoute() {
  const [search, setSearch] = useSearchParams();
  const viewParam = search.get('view');
  const view: CalendarViewName = isView(viewParam) ? viewParam : 'dayGridMonth';
  const dateParam = search.get('date') ?? '';
  const date = dayjs(dateParam, DAY_FORMAT, true).isValid() ? dateParam : undefined;
  const calendarsParam = search.get('calendars');
  const selected = useMemo(
    () =>
      parseCalendars(
        new URLSearchParams(calendarsParam === null ? '' : `calendars=${calendarsParam}`),
      ),
    [calendarsParam],
  );

  const setPlace = useCallback(
    (nextView: CalendarViewName, nextDate: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextView === 'dayGridMonth') next.delete('view');
          else next.set('view', nextView);
          if (nextDate === dayjs().format(DAY_FORMAT)) next.delete('date');
          else next.set('date', nextDate);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const setSelected = useCallback(
    (next: readonly Category[]) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.length === categories.length) params.delete('calendars');
          else params.set('calendars', categories.filter((name) => next.includes(name)).join(','));
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return { view, date, selected, setPlace, setSelected };
}
