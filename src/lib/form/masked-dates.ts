import { parseLocalDay } from '../dates';

/**
 * What a masked date or time field holds, checked: `dateMask` writes `DD/MM/AAAA` and
 * `timeMask` `HH:MM`, but only digits are checked while typing, so `31/02/2026` or `25:70`
 * can be typed whole. These say whether the text names a real day or time.
 */

const MASKED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MASKED_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The day `DD/MM/AAAA` names, as `YYYY-MM-DD` (the app's day, `src/lib/dates.ts`), or `null`
 * when the text is incomplete or the day impossible (`31/02/2026`, `00/01/2026`).
 */
export function dayFromMasked(text: string): string | null {
  const match = MASKED_DAY.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return parseLocalDay(iso) ? iso : null;
}

/** Whether `HH:MM` is a time of day on the 24-hour clock, `00:00` to `23:59`. */
export function isValidMaskedTime(text: string): boolean {
  return MASKED_TIME.test(text);
}

/** In which order a typed day is written: 25/12/2026 in Brazil, 12/25/2026 in the US. */
export type DayOrder = 'dmy' | 'mdy';

const TYPED_DAY = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/**
 * A day typed into a date field (`25/12/2026`, `5/1/2027`, `25.12.2026`) in the language's
 * order, as `YYYY-MM-DD`, or `null` while it is not a whole, real day (`31/02/2026`).
 */
export function parseTypedDay(text: string, order: DayOrder): string | null {
  const match = TYPED_DAY.exec(text);
  if (!match) return null;
  const [, first = '', second = '', year = ''] = match;
  const [day, month] = order === 'dmy' ? [first, second] : [second, first];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseLocalDay(iso) ? iso : null;
}
