import { describe, expect, it } from 'vitest';
import { daysOf, eventsByDay, segmentMinutes, titleLines } from './layout';
import type { CalendarEvent } from './types';

const event = (id: number, start: string, end: string, allDay = false): CalendarEvent => ({
  id,
  url: '',
  title: `Evento ${id}`,
  start,
  end,
  allDay,
  extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
});

describe('daysOf', () => {
  it('marks a whole-day event on its days, its end being exclusive', () => {
    expect(daysOf(event(1, '2026-12-02', '2026-12-05', true))).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(daysOf(event(2, '2026-11-02', '2026-11-03', true))).toEqual(['2026-11-02']);
  });

  it('marks a timed event on the days it reaches, not the day its midnight end opens', () => {
    expect(daysOf(event(1, '2026-11-27T09:30:00', '2026-11-27T10:30:00'))).toEqual(['2026-11-27']);
    expect(daysOf(event(2, '2026-11-27T22:00:00', '2026-11-28T01:00:00'))).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(daysOf(event(3, '2026-11-27T22:00:00', '2026-11-28T00:00:00'))).toEqual(['2026-11-27']);
  });
});

describe('eventsByDay', () => {
  it('lists each day’s events, whole days first, then by their hour', () => {
    const days = eventsByDay([
      event(1, '2026-11-27T12:30:00', '2026-11-27T13:30:00'),
      event(2, '2026-11-27T09:30:00', '2026-11-27T10:30:00'),
      event(3, '2026-11-26', '2026-11-28', true),
    ]);
    expect(days.get('2026-11-27')?.map(({ id }) => id)).toEqual([3, 2, 1]);
    expect(days.get('2026-11-26')?.map(({ id }) => id)).toEqual([3]);
    expect(days.has('2026-11-28')).toBe(false);
  });
});

describe('titleLines', () => {
  it('gives a title the lines its event’s height leaves, at least one', () => {
    expect(titleLines(15)).toBe(1);
    expect(titleLines(60)).toBe(1);
    expect(titleLines(120)).toBe(4);
    expect(titleLines(480)).toBeGreaterThan(titleLines(120));
  });
});

describe('segmentMinutes', () => {
  const start = new Date(2026, 10, 27, 22, 0);
  const end = new Date(2026, 10, 28, 1, 30);
  it('measures the piece of an event shown in one day', () => {
    expect(segmentMinutes({ start, end, isStart: true, isEnd: true })).toBe(210);
    expect(segmentMinutes({ start, end, isStart: true, isEnd: false })).toBe(120);
    expect(segmentMinutes({ start, end, isStart: false, isEnd: true })).toBe(90);
  });
});
