import { addDays, parseLocalDay } from '@/lib/dates';

/** In which order a typed day is written: 25/12/2026 in Brazil, 12/25/2026 in the US. */
export type DayOrder = 'dmy' | 'mdy';

const TYPED = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;
const pad = (value: string) => value.padStart(2, '0');

/**
 * A day typed in the field (`25/12/2026`, `5/1/2027`, `25.12.2026`) as `YYYY-MM-DD`, or
 * `null` while it is not a whole, real day (`31/02/2026`).
 */
export function parseTypedDay(text: string, order: DayOrder): string | null {
  const match = TYPED.exec(text);
  if (!match) return null;
  const [, first = '', second = '', year = ''] = match;
  const [day, month] = order === 'dmy' ? [first, second] : [second, first];
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return parseLocalDay(iso) ? iso : null;
}

export type DayRange = [string, string];

/** The range picker's shortcuts, counted from `day` (today). */
export function rangePresets(
  day: string,
): Record<'week' | 'month' | 'thisMonth' | 'lastMonth', DayRange> {
  const monthStart = `${day.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return {
    week: [addDays(day, -6), day],
    month: [addDays(day, -29), day],
    thisMonth: [monthStart, day],
    lastMonth: [`${lastMonthEnd.slice(0, 7)}-01`, lastMonthEnd],
  };
}

/** Saturday or Sunday (a `YYYY-MM-DD` day). */
export function isWeekend(day: string): boolean {
  const weekday = parseLocalDay(day.slice(0, 10))?.getDay();
  return weekday === 0 || weekday === 6;
}
