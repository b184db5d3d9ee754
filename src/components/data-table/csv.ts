import { formatNumber } from '@/lib/format';
import type { Language } from '@/lib/languages';

/**
 * CSV as spreadsheets open it (RFC 4180): CRLF line ends; a field holding the separator, a
 * quote or a line break is quoted, its quotes doubled. For Excel: a UTF-8 byte-order mark (or
 * accents come out garbled) and the separator of the language's Excel: `;` in Portuguese,
 * where the comma is the decimal mark, `,` in English. Numbers are written with the language's
 * decimal mark and no grouping, so they stay numbers; dates as ISO 8601. Text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) gets a leading `'`.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row, index: number) => CsvValue;
}

export interface CsvOptions {
  /** Decides the separator and the decimal mark. @default 'br' */
  language?: Language;
  /** Overrides the language's separator. */
  separator?: string;
  /** @default true */
  bom?: boolean;
}

export const BOM = '\uFEFF';
const separators: Record<Language, string> = { br: ';', en: ',' };

export const csvSeparatorFor = (language: Language) => separators[language];

function cellText(value: CsvValue, language: Language): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? formatNumber(value, language, { useGrouping: false, maximumFractionDigits: 20 })
      : '';
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'boolean') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(text: string, separator: string): string {
  const needsQuotes =
    text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `rows` as CSV text, one line a row under a header line. */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  { language = 'br', separator = separators[language], bom = true }: CsvOptions = {},
): string {
  const line = (cells: string[]) => cells.map((cell) => quote(cell, separator)).join(separator);
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row, index) =>
      line(columns.map((column) => cellText(column.value(row, index), language))),
    ),
  ];
  return `${bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** `filename` ending in `.extension` (added when missing). */
export const withExtension = (filename: string, extension: string) =>
  filename.toLowerCase().endsWith(`.${extension}`) ? filename : `${filename}.${extension}`;

/** Saves `blob` as a file named `filename` through a temporary Blob URL. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click has run: free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves `csv` as a file named `filename` (`.csv` added when missing). */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(withExtension(filename, 'csv'), new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
