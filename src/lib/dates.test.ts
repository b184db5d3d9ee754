import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import {
  addDays,
  daySchema,
  daysBetween,
  isBeforeToday,
  isoDay,
  isoMoment,
  localDay,
  momentSchema,
  parseLocalDay,
  readDay,
  readMoment,
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

describe('dates as a caller sends them (ISO 8601 with a zone, or plain)', () => {
  it('reads a day: plain as it is, an offset as written, Z in the local zone', () => {
    expect(readDay('2026-11-26')).toBe('2026-11-26');
    // toJSON() of local midnight in São Paulo, and of the last minute of that day.
    expect(readDay(new Date(2026, 10, 26).toJSON())).toBe('2026-11-26');
    expect(readDay('2026-11-27T02:59:00.000Z')).toBe('2026-11-26');
    expect(readDay('2026-11-26T02:00:00.000Z')).toBe('2026-11-25'); // 23:00 on the 25th here
    expect(readDay('2026-11-26T17:45:00.000Z')).toBe('2026-11-26');
    expect(readDay('2026-11-26T14:45:00-03:00')).toBe('2026-11-26');
    // An offset names the sender's clock: Tokyo's midnight is the 26th there.
    expect(readDay('2026-11-26T00:00:00+09:00')).toBe('2026-11-26');
    expect(readDay('2026-11-26T23:30+0530')).toBe('2026-11-26');
    expect(readDay('2026-11-26T10:00:00.123456789-03')).toBe('2026-11-26');
  });

  it('reads a moment: zone-less as it is, a zoned one as its local time', () => {
    expect(readMoment('2026-11-26')).toBe('2026-11-26');
    expect(readMoment('2026-11-26T09:30')).toBe('2026-11-26T09:30');
    expect(readMoment('2026-11-26T17:45:00.000Z')).toBe('2026-11-26T14:45:00');
    expect(readMoment('2026-11-26T14:45:00-03:00')).toBe('2026-11-26T14:45:00');
    expect(readMoment('2026-11-26T18:45:30+01:00')).toBe('2026-11-26T14:45:30');
    expect(readMoment('2026-11-27T01:00:00Z')).toBe('2026-11-26T22:00:00');
  });

  it('refuses what cannot be read, by value and by shape', () => {
    for (const text of [
      '',
      'amanhã',
      '26/11/2026',
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-11-26T24:00:00Z',
      '2026-11-26T10:60Z',
      '2026-11-26T10:00:00+25:00',
      '2026-11-26 10:00:00Z',
      '2026-11-26T10:00:00', // a time with no zone is no day
      '0099-12-31T23:00:00-05:00',
    ])
      expect(readDay(text), text).toBeNull();
    for (const text of ['', '2026-02-30T10:00Z', '2026-11-26T10:00:00+2500', 'ontem', '1e12'])
      expect(readMoment(text), text).toBeNull();
  });

  it('stores what it read in the answers’ form, and names what it refused', () => {
    expect(isoDay().parse('2026-11-26T17:45:00.000Z')).toBe('2026-11-26');
    expect(isoDay().parse('2026-11-26')).toBe('2026-11-26');
    expect(isoDay('x', { orEmpty: true }).parse('')).toBe('');
    expect(isoDay().safeParse('').success).toBe(false);
    expect(
      isoDay('todo:validation.dueDateRequired').safeParse('logo').error?.issues[0]?.message,
    ).toBe('todo:validation.dueDateRequired');
    expect(isoMoment().parse('2026-11-26T14:45:00-03:00')).toBe('2026-11-26T14:45:00');
    expect(isoMoment().safeParse('2026-11-26T14:45:00-03:00x').success).toBe(false);
  });
});
