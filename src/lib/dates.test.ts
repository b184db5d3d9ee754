import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import {
  addDays,
  daySchema,
  daysBetween,
  isBeforeToday,
  localDay,
  momentSchema,
  parseLocalDay,
  today,
} from './dates';

// Node reads `TZ` again whenever it is set. The test files share a worker (isolate: false),
// so the zone goes back to what it was once this file is done.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Sao_Paulo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('dates in São Paulo (UTC−3)', () => {
  it('runs in the zone it names', () => {
    expect(new Date(2026, 10, 23).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('takes the local day of a moment, not the UTC one', () => {
    const lateEvening = new Date('2026-11-24T02:30:00Z'); // 23:30 on the 23rd, local
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(localDay(lateEvening)).toBe('2026-11-23');
    expect(localDay(Date.parse('2026-11-24T02:59:59Z'))).toBe('2026-11-23');
    expect(localDay(Date.parse('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('says today by the local clock, also just before midnight', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T02:59:00Z') });
    try {
      expect(today()).toBe('2026-11-26');
      expect(isBeforeToday('2026-11-25')).toBe(true);
      expect(isBeforeToday('2026-11-26')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a day as its local start, also on a day that began at 01:00', () => {
    const day = parseLocalDay('2026-11-23');
    expect(day?.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    // Summer time began at midnight on 4 November 2018: that day had no 00:00.
    const shifted = parseLocalDay('2018-11-04');
    expect(shifted?.getDate()).toBe(4);
    expect(localDay(shifted ?? 0)).toBe('2018-11-04');
  });

  it('refuses what is not a real day', () => {
    for (const text of [
      '2026-02-30',
      '2026-99-99',
      '2026-13-01',
      '2026-1-5',
      '0099-01-01',
      'soon',
      '',
    ])
      expect(parseLocalDay(text)).toBeNull();
    expect(parseLocalDay('2028-02-29')?.getDate()).toBe(29);
    expect(isBeforeToday('2000-02-30', '2026-11-26')).toBe(false);
  });

  it('counts days across months, years and summer time', () => {
    expect(addDays('2026-12-30', 2)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('soon', 1)).toBe('soon');
    expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-01')).toBe(-22);
    expect(daysBetween('2026-11-23', '2026-02-30')).toBeNull();
  });
});

describe('day and moment schemas', () => {
  const issues = (schema: z.ZodMiniType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a real day and refuses an impossible one with the form’s own message', () => {
    const due = daySchema('todo:validation.dueDateRequired');
    expect(due.parse('2028-02-29')).toBe('2028-02-29');
    for (const text of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '', 'amanhã'])
      expect(issues(due, text), text).toEqual(['todo:validation.dueDateRequired']);
    expect(daySchema().safeParse('2026-04-31').success).toBe(false);
  });

  it('takes a day or a day with an existing time of day', () => {
    const moment = momentSchema();
    for (const text of ['2026-11-24', '2026-11-24T09:30', '2026-11-24T23:59:59'])
      expect(moment.safeParse(text).success, text).toBe(true);
    for (const text of [
      '2026-02-30',
      '2026-02-30T10:00:00',
      '2026-11-24T24:00',
      '2026-11-24T10:60',
      '2026-11-24 10:00',
      '2026-11-24T10:00:00Z',
    ])
      expect(moment.safeParse(text).success, text).toBe(false);
  });
});
