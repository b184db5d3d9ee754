import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT, MOMENT_FORMAT, type CalendarEvent } from '../types';
import { easterHolidays, eventScripts, fixedHolidays, type EventScript } from './samples';

/** Easter Sunday of `year` (the Gregorian computus). */
export function easterOf(year: number): Dayjs {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayjs(new Date(year, month - 1, day));
}

/** The national holidays from the first day of last month to the last day of next month. */
export function holidaysAround(today: Dayjs): { day: Dayjs; title: string }[] {
  const from = today.startOf('month').subtract(1, 'month');
  const to = today.endOf('month').add(1, 'month');
  const years = [from.year(), to.year()].filter((year, index, all) => all.indexOf(year) === index);
  return years
    .flatMap((year) => [
      ...fixedHolidays.map(([month, day, title]) => ({
        day: dayjs(new Date(year, month - 1, day)),
        title,
      })),
      ...easterHolidays.map(([offset, title]) => ({
        day: easterOf(year).add(offset, 'day'),
        title,
      })),
    ])
    .filter(({ day }) => !day.isBefore(from, 'day') && !day.isAfter(to, 'day'));
}

function fromScript(script: EventScript, today: Dayjs): Omit<CalendarEvent, 'id'> {
  const day = today.add(script.day, 'day');
  const extendedProps = {
    calendar: script.calendar,
    guests: [...(script.guests ?? [])],
    location: script.location ?? '',
    description: script.description ?? '',
  };
  if (script.at === null) {
    return {
      url: script.url ?? '',
      title: script.title,
      start: day.format(DAY_FORMAT),
      end: day.add(script.hours, 'day').format(DAY_FORMAT),
      allDay: true,
      extendedProps,
    };
  }
  const [hour = 0, minute = 0] = script.at.split(':').map(Number);
  const start = day.hour(hour).minute(minute).second(0);
  return {
    url: script.url ?? '',
    title: script.title,
    start: start.format(MOMENT_FORMAT),
    end: start.add(script.hours * 60, 'minute').format(MOMENT_FORMAT),
    allDay: false,
    extendedProps,
  };
}

/**
 * Our sample calendar around `now`'s month: the scripted events placed from that day and the
 * Brazilian holidays of last, this and next month, in order of their start. Deterministic:
 * the same day gives the same events.
 */
export function seedEvents(now = Date.now()): CalendarEvent[] {
  const today = dayjs(now).startOf('day');
  const holidays = holidaysAround(today).map(({ day, title }): Omit<CalendarEvent, 'id'> => ({
    url: '',
    title,
    start: day.format(DAY_FORMAT),
    end: day.add(1, 'day').format(DAY_FORMAT),
    allDay: true,
    extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' },
  }));
  return [...holidays, ...eventScripts.map((script) => fromScript(script, today))]
    .sort((a, b) => dayjs(a.start).valueOf() - dayjs(b.start).valueOf())
    .map((event, index) => ({ id: index + 1, ...event }));
}
