import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOM, downloadCsv, toCsv, type CsvColumn } from './csv';
import { stubObjectUrls } from './test-fixtures';

interface Person {
  name: string;
  note: string | null;
  amount: number;
  since: Date;
}

const columns: CsvColumn<Person>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Observação', value: (row) => row.note },
  { header: 'Valor', value: (row) => row.amount },
  { header: 'Desde', value: (row) => row.since },
];

const people: Person[] = [
  {
    name: 'João Araújo',
    note: 'disse "olá"',
    amount: 1234.5,
    since: new Date('2024-03-01T12:00:00Z'),
  },
  {
    name: 'Silva, Ana',
    note: 'linha 1\nlinha 2',
    amount: -7,
    since: new Date('2023-01-31T00:00:00Z'),
  },
  { name: 'Bruno; Lima', note: null, amount: 0.1, since: new Date('2022-12-25T08:30:00Z') },
];

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    const csv = toCsv(people, columns);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(toCsv(people, columns, { bom: false }).startsWith('Nome')).toBe(true);
  });

  it('writes Portuguese with ; and decimal commas, quoting what needs it', () => {
    expect(lines(toCsv(people, columns, { language: 'br' }))).toEqual([
      'Nome;Observação;Valor;Desde',
      'João Araújo;"disse ""olá""";1234,5;2024-03-01T12:00:00.000Z',
      'Silva, Ana;"linha 1\nlinha 2";-7;2023-01-31T00:00:00.000Z',
      '"Bruno; Lima";;0,1;2022-12-25T08:30:00.000Z',
      '',
    ]);
  });

  it('writes English with , and decimal points, quoting the commas', () => {
    expect(lines(toCsv(people, columns, { language: 'en' }))).toEqual([
      'Nome,Observação,Valor,Desde',
      'João Araújo,"disse ""olá""",1234.5,2024-03-01T12:00:00.000Z',
      '"Silva, Ana","linha 1\nlinha 2",-7,2023-01-31T00:00:00.000Z',
      'Bruno; Lima,,0.1,2022-12-25T08:30:00.000Z',
      '',
    ]);
  });

  it('keeps accents as they are, in UTF-8 bytes after the BOM', async () => {
    const csv = toCsv([people[0] as Person], columns.slice(0, 1));
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Nome\r\nJoão Araújo\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, not negative numbers', () => {
    const rows = [
      { text: '=HYPERLINK("x")', number: -3 },
      { text: '+55 11', number: 2 },
    ];
    const csv = toCsv(rows, [
      { header: 'text', value: (row) => row.text },
      { header: 'number', value: (row) => row.number },
    ]);
    expect(lines(csv)).toEqual(['text;number', '"\'=HYPERLINK(""x"")";-3', "'+55 11;2", '']);
  });

  it('writes an empty list as its header line', () => {
    expect(toCsv([], columns, { bom: false })).toBe('Nome;Observação;Valor;Desde\r\n');
  });
});

describe('downloadCsv', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });
  afterEach(() => urls.restore());

  it('saves a Blob through a temporary link, then frees its URL', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.href}`);
    });
    const csv = toCsv(people, columns);
    downloadCsv('clientes', csv);
    expect(clicks).toEqual(['clientes.csv blob:csv-1']);
    const [blob] = urls.blobs;
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const saved = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...saved]).toEqual([...new TextEncoder().encode(csv)]);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(urls.revoked).toEqual(['blob:csv-1']), { timeout: 20_000 });
  });
});
