import { describe, expect, it } from 'vitest';
import { localDay as day } from '@/lib/dates';
import { pointDates } from './point-dates';

const now = new Date(2026, 10, 20, 12);

describe('pointDates', () => {
  it('ends the last 28 days today', () => {
    const { dates, monthly } = pointDates('last-28-days', 28, now);
    expect(monthly).toBe(false);
    expect(dates.map(day).at(0)).toBe(day(new Date(2026, 9, 24, 12)));
    expect(dates.at(-1)?.getDate()).toBe(20);
  });

  it('counts the last month from its first day', () => {
    const { dates } = pointDates('last-month', 30, now);
    expect(dates[0]?.getMonth()).toBe(9);
    expect(dates[0]?.getDate()).toBe(1);
    expect(dates.at(-1)?.getDate()).toBe(30);
  });

  it('spans the previous calendar year, a month a point', () => {
    const { dates, monthly } = pointDates('last-year', 12, now);
    expect(monthly).toBe(true);
    expect(dates.map((date) => [date.getFullYear(), date.getMonth()])).toEqual(
      Array.from({ length: 12 }, (_, month) => [2025, month]),
    );
  });
});
