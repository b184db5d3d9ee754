/** Calendar days as the invoice calls write them (`2026-11-23`), in the local time zone. */
const pad = (value: number) => String(value).padStart(2, '0');

export const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const isoToday = () => toIsoDate(new Date());

/** `iso` moved by `days` (negative goes back). */
export function shiftIsoDate(iso: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return toIsoDate(new Date(year, month - 1, day + days));
}

/** A calendar day as a Date at noon, so no time zone moves it to the day before. */
export const fromIsoDate = (iso: string) => new Date(`${iso}T12:00:00`);
