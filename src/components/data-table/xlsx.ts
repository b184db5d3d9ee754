import type { Cell, CellObject, SheetData } from 'write-excel-file/browser';
import { parseLocalDay } from '@/lib/dates';
import type { Language } from '@/lib/languages';
import type { CsvColumn, CsvValue } from './csv';

/**
 * The rows of an export as an XLSX sheet (write-excel-file's `SheetData`): the same columns
 * and values as the CSV (`toCsv`), typed so that a spreadsheet computes with them — numbers
 * as numbers, days (`YYYY-MM-DD`) and moments as dates in the language's order, text as text
 * (never run as a formula). Pure: the writer itself is loaded only when someone exports
 * (`downloadXlsx`).
 */
export interface SheetColumn<Row> extends CsvColumn<Row> {
  /** The column's number format (Excel's codes, `'#,##0.00'`); the sheet's default otherwise. */
  format?: string | undefined;
}

export interface SheetOptions {
  /** Decides the order of days in the date cells. @default 'br' */
  language?: Language;
}

export interface Sheet {
  data: SheetData;
  /** Each column's width, in characters. */
  columns: { width: number }[];
}

/** How a date cell reads (the sheet stores the date itself; this is its display). */
export const xlsxDayFormats: Record<Language, string> = {
  br: 'dd/mm/yyyy',
  en: 'mm/dd/yyyy',
};
const timeSuffix = ' hh:mm';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A spreadsheet's dates have no time zone: the date a person reads is written as that same
 * wall-clock time in UTC (what write-excel-file turns into Excel's serial number).
 */
const wallClock = (moment: Date) =>
  new Date(
    Date.UTC(
      moment.getFullYear(),
      moment.getMonth(),
      moment.getDate(),
      moment.getHours(),
      moment.getMinutes(),
      moment.getSeconds(),
    ),
  );

/** One cell of the sheet. */
export function sheetCell(value: CsvValue, language: Language = 'br', format?: string): Cell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return format ? { type: Number, value, format } : { type: Number, value };
  }
  if (typeof value === 'boolean') return { type: Boolean, value };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { type: Date, value: wallClock(value), format: xlsxDayFormats[language] + timeSuffix };
  }
  const day = DAY.test(value) ? parseLocalDay(value) : null;
  if (day) return { type: Date, value: wallClock(day), format: xlsxDayFormats[language] };
  return { type: String, value };
}

/** Text length of a cell as shown, for the column's width (`sheetCell` makes objects). */
function shownLength(cell: Cell): number {
  const object = cell as CellObject | null;
  if (!object) return 0;
  if (object.type === Date) return (object.format ?? '').length;
  return String(object.value ?? '').length;
}

/** Widths from the header and the first rows: wide enough to read, never a whole screen. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
const SAMPLED_ROWS = 200;

/** `rows` as a sheet: a bold header row, then one row each. */
export function toSheet<Row>(
  rows: readonly Row[],
  columns: readonly SheetColumn<Row>[],
  { language = 'br' }: SheetOptions = {},
): Sheet {
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row, index) =>
    columns.map((column) => sheetCell(column.value(row, index), language, column.format)),
  );
  const widths = columns.map((column, index) => {
    let longest = column.header.length;
    for (const cells of body.slice(0, SAMPLED_ROWS)) {
      longest = Math.max(longest, shownLength(cells[index]));
    }
    return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2)) };
  });
  return { data: [header, ...body], columns: widths };
}
