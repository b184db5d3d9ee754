import { addDays, daysBetween } from '@/lib/dates';
import type { CalendarEvent } from './types';

/**
 * The week starts on Sunday in both grids, the main calendar and the small one beside it (as
 * `LocaleDates` sets for every date picker).
 */
export const FIRST_DAY = 0;

/** One weekday label for both grids, from Intl in the active language: "dom.", "Sun". */
export const WEEKDAY_FORMAT = { weekday: 'short' } as const satisfies Intl.DateTimeFormatOptions;

/** The phone month marks at most this many events in a day; "+2" says the rest. */
export const DAY_MARKS = 3;

/** The longest span marked day by day (a longer event is marked on its first days only). */
const MAX_SPAN = 62;

/**
 * The days an event covers, `YYYY-MM-DD`: a whole-day event's `end` is exclusive, and a timed
 * event ending at midnight does not reach the day after.
 */
export function daysOf(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>): string[] {
  const first = event.start.slice(0, 10);
  let last = event.end.slice(0, 10);
  if (event.allDay || event.end.slice(11) === '00:00:00') last = addDays(last, -1);
  const span = Math.min(daysBetween(first, last) ?? 0, MAX_SPAN - 1);
  return Array.from({ length: Math.max(span, 0) + 1 }, (_, index) => addDays(first, index));
}

/** The events of each day, in the order they start (whole days first, as the grid shows them). */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const sorted = [...events].sort(
    (a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start),
  );
  const days = new Map<string, CalendarEvent[]>();
  for (const event of sorted) {
    for (const day of daysOf(event)) days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/*
 * The time grid's geometry, in the calendar's font size (em), as FullCalendar draws it with
 * our styles: a half-hour slot is 1.585em high, an event's hour line and paddings take 1.45em,
 * and a title line (0.85em at line-height 1.3) 1.105em.
 */
const SLOT_EM = 1.585;
const FRAME_EM = 1.45;
const LINE_EM = 1.105;

/**
 * How many title lines fit in a time-grid event `minutes` long: the title wraps up to that
 * many and the last one ends with an ellipsis, never cut in the middle of a line.
 */
export function titleLines(minutes: number): number {
  const lines = Math.floor(((minutes / 30) * SLOT_EM - FRAME_EM) / LINE_EM);
  return Math.min(Math.max(lines, 1), 40);
}

/** The minutes an event's piece covers in one day's column (a long event is cut at midnight). */
export function segmentMinutes(piece: {
  start: Date | null;
  end: Date | null;
  isStart: boolean;
  isEnd: boolean;
}): number {
  const { start, end, isStart, isEnd } = piece;
  if (!start || !end) return 60;
  const midnight = (date: Date, next: boolean) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate() + (next ? 1 : 0));
  const from = isStart ? start : midnight(end, false);
  const to = isEnd ? end : midnight(from, true);
  return Math.max((to.getTime() - from.getTime()) / 60_000, 0);
}
