/**
 * A spreadsheet a person sends (CSV or XLSX) as a header and rows, or the reason it cannot
 * be read. Pure: no React, no words (the page says each problem in the active language).
 * The readers (papaparse, read-excel-file) are downloaded here, when a file is parsed, never
 * with the page.
 */

/** A cell as read: text (CSV, XLSX text), a number, a yes/no, a day (`YYYY-MM-DD`), or none. */
export type SheetCell = string | number | boolean | null;

export interface ParsedSheet {
  format: 'csv' | 'xlsx';
  /** The column names (the first row), made unique ("Nome", "Nome (2)"). */
  headers: string[];
  /** The data rows, each as long as `headers`. */
  rows: SheetCell[][];
  /** The CSV's separator, as found. */
  delimiter?: string;
}

export type SheetProblem =
  | { kind: 'type' }
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'loadFailed' }
  | { kind: 'noHeader' }
  | { kind: 'blankHeader'; column: number }
  | { kind: 'headerOnly' }
  | { kind: 'tooManyRows'; limit: number };

export type SheetOutcome = { ok: true; sheet: ParsedSheet } | { ok: false; problem: SheetProblem };

export interface ParseOptions {
  /** The most data rows taken. @default 5000 */
  maxRows?: number;
}

export const MAX_ROWS = 5000;
/** The separators a CSV may use (Excel in Portuguese writes `;`, in English `,`). */
const DELIMITERS = [';', ',', '\t', '|'];

const fail = (problem: SheetProblem): SheetOutcome => ({ ok: false, problem });

export const sheetFormat = (name: string): 'csv' | 'xlsx' | null => {
  const lower = name.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.xlsx') ? 'xlsx' : null;
};

/**
 * Bytes that are no text: a NUL, a zip (an XLSX renamed), a PDF, or many control
 * characters in the first 8 KB.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  const starts = (...signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x25, 0x50, 0x44, 0x46)) return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control > head.length / 100;
}

/** The text of a CSV: UTF-8 (its BOM dropped), or Windows-1252 as an older Excel saves it. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

const blank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && !cell.trim());

/** A value rather than a column's name: a number, a yes/no, a day, an amount. */
const valueLike = (cell: SheetCell) =>
  typeof cell === 'number' ||
  typeof cell === 'boolean' ||
  (typeof cell === 'string' &&
    (/^[-+]?(R\$\s*)?[\d.,\s]+%?$/.test(cell.trim()) ||
      /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(cell.trim())));

/** Names made unique, in order: a second "Nome" is "Nome (2)". */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** The first row as the header, the others as data: or why they cannot be. */
export function toSheet(
  format: 'csv' | 'xlsx',
  table: SheetCell[][],
  { maxRows = MAX_ROWS }: ParseOptions = {},
  delimiter?: string,
): SheetOutcome {
  const filled = table.filter((row) => row.some((cell) => !blank(cell)));
  const [first, ...data] = filled;
  if (!first) return fail({ kind: 'empty' });
  // Blank columns at the end of every row (a sheet's stray formatting) are no columns.
  let width = Math.max(...filled.map((row) => row.length));
  while (width > 0 && filled.every((row) => blank(row[width - 1] ?? null))) width -= 1;
  const header = Array.from({ length: width }, (_, i) => first[i] ?? null);
  const named = header.filter((cell) => !blank(cell));
  if (named.length === 0 || named.every(valueLike)) return fail({ kind: 'noHeader' });
  const missing = header.findIndex(blank);
  if (missing >= 0) return fail({ kind: 'blankHeader', column: missing + 1 });
  if (data.length === 0) return fail({ kind: 'headerOnly' });
  if (data.length > maxRows) return fail({ kind: 'tooManyRows', limit: maxRows });
  const sheet: ParsedSheet = {
    format,
    headers: uniqueNames(header.map((cell) => String(cell).trim())),
    rows: data.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? null)),
  };
  if (delimiter) sheet.delimiter = delimiter;
  return { ok: true, sheet };
}

/** A CSV's text as a sheet; its separator found among `;`, `,`, tab and `|`. */
export async function parseCsvText(text: string, options: ParseOptions = {}): Promise<SheetOutcome> {
  // Nothing but separators and blanks (a blank sheet saved as CSV) is empty too.
  if (!text.replace(/[;,\t|"\s]/g, '')) return fail({ kind: 'empty' });
  const papaparse = await import('papaparse').catch(() => null);
  if (!papaparse) return fail({ kind: 'loadFailed' });
  const Papa = papaparse.default;
  const maxRows = options.maxRows ?? MAX_ROWS;
  const result = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: 'greedy',
    // The header, the most rows taken, and one more to know there are too many.
    preview: maxRows + 2,
  });
  // A quote never closed swallows the rest of the file: nothing after it can be trusted.
  if (result.errors.some((error) => error.type === 'Quotes')) return fail({ kind: 'unreadable' });
  const table = result.data.map((row) => row.map((cell) => cell.trim() || null));
  return toSheet('csv', table, options, result.meta.delimiter);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A sheet's date (its wall-clock time stored as UTC) as a day, with the time when it has one. */
function dateCell(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  return hours === 0 && minutes === 0 ? day : `${day} ${pad(hours)}:${pad(minutes)}`;
}

const xlsxCell = (cell: unknown): SheetCell => {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : dateCell(cell);
  if (typeof cell === 'string') return cell.trim() || null;
  if (typeof cell === 'number' || typeof cell === 'boolean') return cell;
  return null;
};

/** The first sheet of an XLSX file. */
export async function parseXlsx(file: Blob, options: ParseOptions = {}): Promise<SheetOutcome> {
  if (file.size === 0) return fail({ kind: 'empty' });
  const reader = await import('read-excel-file/browser').catch(() => null);
  if (!reader) return fail({ kind: 'loadFailed' });
  let data: unknown[][];
  try {
    data = await reader.readSheet(file);
  } catch {
    // Not a zip, a zip with no sheet, a damaged sheet: the reader's errors all mean this.
    return fail({ kind: 'unreadable' });
  }
  return toSheet('xlsx', data.map((row) => row.map(xlsxCell)), options);
}

/** A `.csv` or `.xlsx` file as a sheet, or why it cannot be one. */
export async function parseSheetFile(file: File, options: ParseOptions = {}): Promise<SheetOutcome> {
  const format = sheetFormat(file.name);
  if (!format) return fail({ kind: 'type' });
  if (file.size === 0) return fail({ kind: 'empty' });
  if (format === 'xlsx') return parseXlsx(file, options);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (looksBinary(bytes)) return fail({ kind: 'unreadable' });
  return parseCsvText(decodeText(bytes), options);
}
