/** How the board draws labels and due dates. */
const palette = [
  'blue',
  'teal',
  'orange',
  'grape',
  'green',
  'red',
  'cyan',
  'pink',
  'indigo',
  'lime',
];

/** The same label always has the same colour (a small hash of its text). */
export function labelColor(label: string): string {
  let hash = 0;
  for (const char of label.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? 'blue';
}

/** A `YYYY-MM-DD` day as a local date (midnight), or `null`. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Cards in the seed's `done` column are finished: their due date is never late. */
export const DONE_BOARD = 'done';

/** Due before today. */
export function isLate(due: Date, now = new Date()): boolean {
  return due < new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
