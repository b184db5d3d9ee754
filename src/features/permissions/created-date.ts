/**
 * The API writes a permission's creation time as English text without a time zone,
 * `14 Apr 2021, 8:43 PM` (SPEC §3): a day, the month's English abbreviation, the year, and a
 * 12-hour clock. The screen never shows that text; it reads it back into a moment and shows
 * it through `Intl` in the active language.
 */
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pattern = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4}), (\d{1,2}):(\d{2}) ([AP]M)$/i;

/** `date` (its local time) as the API writes it: `04 Nov 2026, 9:05 AM`. */
export function formatCreatedDate(date: Date): string {
  const hours = date.getHours();
  const day = String(date.getDate()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${day} ${months[date.getMonth()]} ${date.getFullYear()}, ${clock}`;
}

/** The local moment the API's text names, or `null` for text of another shape. */
export function parseCreatedDate(text: string): Date | null {
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [, day, monthName, year, hour, minute, half] = match;
  const month = months.findIndex((name) => name.toLowerCase() === monthName?.toLowerCase());
  const hours = Number(hour);
  if (month === -1 || hours < 1 || hours > 12 || Number(minute) > 59) return null;
  const date = new Date(
    Number(year),
    month,
    Number(day),
    (hours % 12) + (half?.toUpperCase() === 'PM' ? 12 : 0),
    Number(minute),
  );
  // 31 Feb rolls over into March: not a date the API writes.
  return date.getDate() === Number(day) ? date : null;
}
