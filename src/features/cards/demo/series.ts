import { createRandom } from '@/lib/demo/random';
import {
  DEFAULT_RANGE,
  revenueYears,
  timeRangeSchema,
  type RevenueYear,
  type TimeRange,
} from '../types';

/**
 * The figures behind every demo card: a mid-sized Brazilian online shop selling in BRL, drawn
 * from per-day baselines with a weekly rhythm (weekdays sell more than weekends) and the
 * year's retail calendar (Mother's Day in May, Black Friday in November, Christmas), plus a
 * seeded jitter. The same card and range always give the same numbers.
 */

/** A time range as a chart draws it. */
export interface Period {
  /** How many points its series hold: one a day, or one a month for the year. */
  points: number;
  /** How many days it covers. */
  days: number;
  monthly: boolean;
  /** Its average day against the last 28 days' (the shop grows, so older days sold less). */
  level: number;
  /** The period before it, against the last 28 days' average day (for growth figures). */
  previousLevel: number;
}

/**
 * Last 28 days: 28 daily points ending today. Last month: the 30 days of the previous month.
 * Last year: the previous calendar year, twelve monthly points, January first.
 */
export const periods: Record<TimeRange, Period> = {
  'last-28-days': { points: 28, days: 28, monthly: false, level: 1, previousLevel: 0.95 },
  'last-month': { points: 30, days: 30, monthly: false, level: 0.97, previousLevel: 0.93 },
  'last-year': { points: 12, days: 365, monthly: true, level: 0.88, previousLevel: 0.74 },
};

/** What an average day of the last 28 days brings in. */
export const perDay = {
  orders: 312,
  /** BRL. */
  revenue: 58_400,
  /** BRL, about 17 % of revenue. */
  profit: 9_900,
  /** Items sold. */
  sales: 468,
  sessions: 17_300,
  activeUsers: 6_900,
  subscribers: 94,
  newsletter: 41,
  tickets: 5.9,
} as const;

/** Monday first: weekdays sell more than weekends. */
const weekday = [1.08, 1.1, 1.05, 1.0, 0.97, 0.86, 0.94];
/** January first: Mother's Day (May), Black Friday (November) and Christmas stand out. */
export const season = [0.9, 0.84, 0.95, 0.92, 1.04, 0.98, 0.95, 1.0, 0.96, 1.01, 1.3, 1.15];
export const DAYS_PER_MONTH = 365 / 12;

/** The valid range asked for, or the default (a bad or missing one falls back). */
export function parseRange(raw: string | null): TimeRange {
  const result = timeRangeSchema.safeParse(raw);
  return result.success ? result.data : DEFAULT_RANGE;
}

/** The revenue report's year asked for, or the newest. */
export function parseYear(raw: string | null): RevenueYear {
  return revenueYears.find((year) => String(year) === raw) ?? revenueYears[0];
}

/** A stable seed for a name (FNV-1a), so each series has its own jitter. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits = 0) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Percent change from `before` to `after`, one decimal (58.6 means 58.6 %). */
export const percentChange = (before: number, after: number) =>
  round(((after - before) / before) * 100, 1);

interface SeriesOptions {
  /** Relative jitter of each point, e.g. 0.06 for ±6 %. */
  noise?: number;
  /** Scales the whole series (the period before, a share of a total…). */
  level?: number;
  digits?: number;
}

/**
 * The series of a figure over `range`: one point a day (weekly rhythm, slight upward drift)
 * or one a month (retail calendar, growth over the year), oldest first.
 */
export function periodSeries(
  name: string,
  range: TimeRange,
  dailyBase: number,
  { noise = 0.06, level = 1, digits = 0 }: SeriesOptions = {},
): number[] {
  const period = periods[range];
  const random = createRandom(seedOf(name, range, level));
  const jitter = () => 1 + noise * (random.next() * 2 - 1);
  const base = dailyBase * period.level * level;
  return Array.from({ length: period.points }, (_, index) => {
    const progress = index / (period.points - 1);
    const value = period.monthly
      ? base * DAYS_PER_MONTH * (season[index] ?? 1) * (0.94 + 0.12 * progress)
      : base * (weekday[index % 7] ?? 1) * (0.97 + 0.06 * progress);
    return round(Math.max(0, value * jitter()), digits);
  });
}

/** The same figure over the period before `range` (same length), for growth and comparisons. */
export const previousSeries = (name: string, range: TimeRange, dailyBase: number) =>
  periodSeries(`${name}:previous`, range, dailyBase, {
    level: periods[range].previousLevel / periods[range].level,
  });

/** Seven points, Monday first: the weekly rhythm around `average`. */
export function weekdaySeries(name: string, range: TimeRange, average: number): number[] {
  const random = createRandom(seedOf(name, range, 'week'));
  return weekday.map((factor) => round(average * factor * (0.97 + random.next() * 0.06)));
}
