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

/** Cards in the seed's `done` column are finished: their due date is never late. */
export const DONE_BOARD = 'done';
