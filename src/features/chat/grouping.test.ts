import { describe, expect, it } from 'vitest';
import { localDay } from '@/lib/dates';
import { daysAgo, groupMessages, type ShownMessage } from './grouping';

const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString();
const message = (time: string, senderId: number, text: string): ShownMessage => ({
  key: `${time}-${text}`,
  message: text,
  time,
  senderId,
  state: 'sent',
});

describe('groupMessages', () => {
  it('groups by local day, then by runs of one sender', () => {
    const days = groupMessages([
      message(at(20, 9), 1, 'a'),
      message(at(20, 9, 1), 1, 'b'),
      message(at(20, 9, 5), 100, 'c'),
      message(at(20, 23, 59), 1, 'd'),
      message(at(21, 0, 1), 1, 'e'),
      message(at(21, 8), 100, 'f'),
    ]);
    expect(days.map((day) => day.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(days[0]?.groups.map((group) => group.messages.map((item) => item.message))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
    ]);
    // A run of one sender is cut by midnight.
    expect(days[1]?.groups.map((group) => group.messages.map((item) => item.message))).toEqual([
      ['e'],
      ['f'],
    ]);
  });

  it('has nothing to group in an empty conversation', () => {
    expect(groupMessages([])).toEqual([]);
  });
});

describe('days', () => {
  it('counts local calendar days, not 24-hour spans', () => {
    const now = new Date(2026, 10, 21, 0, 30).getTime();
    expect(daysAgo(at(20, 23, 50), now)).toBe(1);
    expect(daysAgo(at(21, 0, 5), now)).toBe(0);
    expect(daysAgo(at(14, 12), now)).toBe(7);
    expect(localDay(now)).toBe('2026-11-21');
  });
});
