import type { TimeRange } from '../../types';

/**
 * The day (or month) each point of a statistics series stands for, oldest first, as the
 * demo answers them and the analytics cards label them: the last 28 days end today, the last
 * month counts the previous month's days from its first, and the last year is the previous
 * calendar year, a point a month from January.
 */
export function pointDates(
  range: TimeRange,
  count: number,
  now = new Date(),
): { dates: Date[]; monthly: boolean } {
  const year = now.getFullYear();
  const month = now.getMonth();
  const dates = Array.from({ length: count }, (_, index) =>
    range === 'last-year'
      ? new Date(year - 1, index, 1)
      : range === 'last-month'
        ? new Date(year, month - 1, index + 1)
        : new Date(year, month, now.getDate() - (count - 1 - index)),
  );
  return { dates, monthly: range === 'last-year' };
}
