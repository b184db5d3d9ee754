import { addDays, parseLocalDay } from '@/lib/dates';

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
