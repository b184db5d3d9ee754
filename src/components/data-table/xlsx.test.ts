import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SheetColumn } from './xlsx';
import { sheetCell, toSheet, xlsxDayFormats } from './xlsx';

interface Hire {
  name: string;
  salary: number;
  start: string;
  active: boolean;
  note: string | null;
}

const hires: Hire[] = [
  { name: 'Ana Souza', salary: 95400.5, start: '2019-03-15', active: true, note: '=SOMA(A1:A2)' },
  { name: 'Bruno Lima', salary: 48000, start: '2026-02-30', active: false, note: null },
];

const columns: SheetColumn<Hire>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Salário', value: (row) => row.salary, format: '#,##0.00' },
  { header: 'Admissão', value: (row) => row.start },
  { header: 'Ativo', value: (row) => row.active },
  { header: 'Observação', value: (row) => row.note },
];

describe('toSheet: the export’s rows as an XLSX sheet', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes a bold header row, then a row each with typed cells', () => {
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    const { data } = toSheet(hires, columns);
    expect(data[0]).toEqual(
      ['Nome', 'Salário', 'Admissão', 'Ativo', 'Observação'].map((value) => ({
        value,
        fontWeight: 'bold',
      })),
    );
    expect(data[1]).toEqual([
      { type: String, value: 'Ana Souza' },
      { type: Number, value: 95400.5, format: '#,##0.00' },
      // The day itself, with no time zone: 15 March, read as 15/03/2019 in Portuguese.
      { type: Date, value: new Date(Date.UTC(2019, 2, 15)), format: 'dd/mm/yyyy' },
      { type: Boolean, value: true },
      // Text stays text: a spreadsheet never runs it as a formula.
      { type: String, value: '=SOMA(A1:A2)' },
    ]);
    // An impossible day is text, as given; nothing is an empty cell.
    expect(data[2]).toEqual([
      { type: String, value: 'Bruno Lima' },
      { type: Number, value: 48000, format: '#,##0.00' },
      { type: String, value: '2026-02-30' },
      { type: Boolean, value: false },
      null,
    ]);
    expect(data).toHaveLength(3);
  });

  it('orders days as the language does', () => {
    const { data } = toSheet(hires.slice(0, 1), columns, { language: 'en' });
    expect(data[1]?.[2]).toEqual({
      type: Date,
      value: new Date(Date.UTC(2019, 2, 15)),
      format: xlsxDayFormats.en,
    });
    expect(xlsxDayFormats.en).toBe('mm/dd/yyyy');
  });

  it('gives each column a width from its header and values, within bounds', () => {
    const long = { ...hires[0], name: 'N'.repeat(120) } as Hire;
    const { columns: widths } = toSheet([long], columns);
    expect(widths).toEqual([
      { width: 50 },
      { width: 9 },
      { width: 12 },
      { width: 8 },
      { width: 14 },
    ]);
  });

  it('writes an empty list as its header row', () => {
    expect(toSheet([], columns).data).toHaveLength(1);
  });
});

describe('sheetCell', () => {
  it('keeps numbers as numbers and leaves out what is not one', () => {
    expect(sheetCell(0)).toEqual({ type: Number, value: 0 });
    expect(sheetCell(-12.5)).toEqual({ type: Number, value: -12.5 });
    expect(sheetCell(Number.NaN)).toBeNull();
    expect(sheetCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(sheetCell(undefined)).toBeNull();
    expect(sheetCell('')).toBeNull();
  });

  it('writes a moment as the wall-clock time a person reads', () => {
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    // 23:30 in São Paulo is 02:30 the next day in UTC: the sheet shows 23:30 of the 1st.
    const moment = new Date(2024, 0, 1, 23, 30);
    expect(sheetCell(moment)).toEqual({
      type: Date,
      value: new Date(Date.UTC(2024, 0, 1, 23, 30)),
      format: 'dd/mm/yyyy hh:mm',
    });
    expect(sheetCell(new Date(Number.NaN))).toBeNull();
    vi.unstubAllEnvs();
  });
});
