/**
 * Calendar days as the app writes them, `YYYY-MM-DD`: a due date, an invoice's issue day, the
 * calendar's place. A day has no time of day and no time zone; a moment becomes a day only
 * through `localDay`, in the person's own time zone. Days are compared as text (the format
 * sorts), and counted on the UTC calendar, where every day has 24 hours.
 */
import * as z from 'zod/mini';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The local day a moment falls on. Not `toISOString().slice(0, 10)`: that is the UTC day,
 * tomorrow from 21:00 in São Paulo.
 */
export function localDay(moment: Date | number): string {
  const date = new Date(moment);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day now. */
export const today = (): string => localDay(Date.now());

/** Days since 1970-01-01 of a real day, `null` for anything else. */
function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls `2026-02-30` over to March 2 (and years below 100 into the 1900s):
  // a day that does not come back as written does not exist.
  return new Date(time).toISOString().slice(0, 10) === day ? time / DAY_MS : null;
}

const fromDayNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * The day as a local Date at its start (for `Intl` and date pickers), or `null` when it is not
 * a real day (`2026-02-30`, `2026-99-99`, `soon`).
 */
export function parseLocalDay(day: string): Date | null {
  if (dayNumber(day) === null) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/**
 * A real day in a schema, for forms and call bodies alike: `2026-02-30` and `2026-13-01` are
 * refused, which a `\d{4}-\d{2}-\d{2}` pattern lets through. `message` is the form's own
 * translation key; a call body needs none (its refusal is a 400).
 */
export const daySchema = (message?: string) =>
  z.string().check(z.refine((text) => parseLocalDay(text) !== null, message));

const TIME_OF_DAY = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isLocalMoment = (text: string) =>
  dayNumber(text.slice(0, 10)) !== null && (text.length === 10 || TIME_OF_DAY.test(text.slice(10)));

/**
 * A moment without a zone, in the viewer's local time, as the calendar stores it: a day
 * (`2026-11-23`) or a day and a time of day (`2026-11-23T09:30`, `2026-11-23T09:30:00`). The
 * day must be real and the time must exist (`T24:00` does not).
 */
export const momentSchema = (message?: string) =>
  z.string().check(z.refine(isLocalMoment, message));

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment in time as ISO 8601 with its zone (`2026-11-26T22:03:00.000Z`), as messages and
 * e-mails carry it: the day must be real (`2026-99-99T…` is refused by value, not only by
 * shape), so nothing stored can make a date formatter throw.
 */
export const instantSchema = (message?: string) =>
  z
    .string()
    .check(
      z.refine(
        (text) =>
          INSTANT.test(text) &&
          parseLocalDay(text.slice(0, 10)) !== null &&
          !Number.isNaN(Date.parse(text)),
        message,
      ),
    );

/*
 * What a caller sends for a date, as the demo calls read it (`isoDay`, `isoMoment`); the forms
 * keep the strict schemas above, since a picker writes the stored form itself. A client writes
 * `Date.prototype.toJSON()` (`2026-11-26T17:45:00.000Z`) or a moment with its offset
 * (`2026-11-26T14:45:00-03:00`); either is read, and stored in the form the answers use.
 */

/** ISO 8601 with its zone: `Z`, or an offset `±HH:MM` (`±HHMM`, `±HH`); seconds optional. */
const ZONED =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:[.,](\d{1,9}))?)?(Z|([+-])([01]\d|2[0-3])(?::?([0-5]\d))?)$/i;

interface Zoned {
  /** The day as written: the sender's own calendar day. */
  day: string;
  /** `Z` names an instant and no one's clock; an offset names the sender's clock. */
  utc: boolean;
  instant: number;
}

function readZoned(text: string): Zoned | null {
  const match = ZONED.exec(text);
  const number = match ? dayNumber(match[1] ?? '') : null;
  if (!match || number === null) return null;
  const [
    ,
    day = '',
    hours,
    minutes,
    seconds,
    fraction = '',
    zone = '',
    sign,
    zoneHours,
    zoneMinutes,
  ] = match;
  const utc = zone.toUpperCase() === 'Z';
  const offset = utc
    ? 0
    : (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes ?? 0));
  const time = (Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0);
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  return { day, utc, instant: number * DAY_MS + time * 1000 + millis - offset * 60_000 };
}

/** A local day or moment read back: `null` when it fell outside years 100–9999. */
const real = (day: string, rest = '') => (dayNumber(day) === null ? null : day + rest);

/**
 * The day a caller meant, `YYYY-MM-DD`, or `null`: a day as it is; a moment with an offset,
 * the day as written (its sender's calendar: midnight sent as `2026-11-26T00:00:00-03:00` is
 * the 26th wherever it is read); a moment in `Z`, which names nobody's clock, the day it is in
 * the person's own zone, where the demo API runs (what `toJSON()` made of a local midnight,
 * `2026-11-26T03:00:00.000Z` from São Paulo, is the 26th again; `…T02:00:00.000Z` is 23:00
 * on the 25th there, so the 25th). Never the UTC day (see `localDay`).
 */
export function readDay(text: string): string | null {
  if (dayNumber(text) !== null) return text;
  const zoned = readZoned(text);
  if (!zoned) return null;
  return zoned.utc ? real(localDay(zoned.instant)) : zoned.day;
}

/**
 * The moment a caller meant, as the calendar stores it (`momentSchema`), or `null`: a day or a
 * zone-less time as it is; a moment with `Z` or an offset, the local `YYYY-MM-DDTHH:mm:ss` of
 * its instant (the stored form has no zone, and is read in the person's own).
 */
export function readMoment(text: string): string | null {
  if (isLocalMoment(text)) return text;
  const zoned = readZoned(text);
  if (!zoned) return null;
  const date = new Date(zoned.instant);
  const time = [date.getHours(), date.getMinutes(), date.getSeconds()].map(pad).join(':');
  return real(localDay(date), `T${time}`);
}

const SENT_DAY = 'Not a day: send YYYY-MM-DD, or ISO 8601 with Z or an offset.';
const SENT_MOMENT = 'Not a moment: send YYYY-MM-DD[THH:mm[:ss]], or ISO 8601 with Z or an offset.';

/**
 * A day in a call's body: what `readDay` reads, stored as `YYYY-MM-DD`; anything else is
 * refused with `message` (a 400 naming the field). `orEmpty` lets `''` through (no day).
 */
export const isoDay = (message: string = SENT_DAY, { orEmpty = false } = {}) =>
  z.string().check(
    z.refine((text) => (orEmpty && text === '') || readDay(text) !== null, message),
    z.overwrite((text) => readDay(text) ?? text),
  );

/** A moment in a call's body: what `readMoment` reads, stored as the calendar stores it. */
export const isoMoment = (message: string = SENT_MOMENT) =>
  z.string().check(
    z.refine((text) => readMoment(text) !== null, message),
    z.overwrite((text) => readMoment(text) ?? text),
  );

/** The day `days` after `day` (negative goes back); anything but a real day comes back as it is. */
export function addDays(day: string, days: number): string {
  const number = dayNumber(day);
  return number === null ? day : fromDayNumber(number + days);
}

/** Whole days from `from` to `to` (1 when `to` is the next day), `null` if either is not a day. */
export function daysBetween(from: string, to: string): number | null {
  const [start, end] = [dayNumber(from), dayNumber(to)];
  return start === null || end === null ? null : end - start;
}

/** A real day before `current` (today by default): a due date that has passed. */
export function isBeforeToday(day: string, current: string = today()): boolean {
  return dayNumber(day) !== null && day < current;
}
