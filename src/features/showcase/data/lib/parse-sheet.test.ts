import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/browser';
import { parseCsvText, parseSheetFile, type SheetOutcome } from './parse-sheet';

const csv = (text: string | Uint8Array<ArrayBuffer>, name = 'clientes.csv') =>
  new File([text], name, { type: 'text/csv' });

type Value = string | number | Date | null;

async function xlsx(rows: Value[][], name = 'clientes.xlsx') {
  const data = rows.map((row) =>
    row.map((value) =>
      value === null
        ? null
        : typeof value === 'number'
          ? { type: Number, value }
          : value instanceof Date
            ? { type: Date, value, format: 'dd/mm/yyyy' }
            : { type: String, value },
    ),
  );
  const blob = await writeXlsxFile(data).toBlob();
  return new File([blob], name);
}

const problem = (outcome: SheetOutcome) => (outcome.ok ? null : outcome.problem);
const sheet = (outcome: SheetOutcome) => {
  if (!outcome.ok) throw new Error(`not read: ${outcome.problem.kind}`);
  return outcome.sheet;
};

describe('parseSheetFile, CSV', () => {
  it('reads a semicolon file with a BOM as Excel in Portuguese saves it', async () => {
    const read = sheet(
      await parseSheetFile(
        csv('\uFEFFNome;Cidade;Limite\r\nAna Souza;São Paulo;1.500,00\r\nJoão Lima;"Rio; RJ";800\r\n'),
      ),
    );
    expect(read).toEqual({
      format: 'csv',
      delimiter: ';',
      headers: ['Nome', 'Cidade', 'Limite'],
      rows: [
        ['Ana Souza', 'São Paulo', '1.500,00'],
        ['João Lima', 'Rio; RJ', '800'],
      ],
    });
  });

  it('finds a comma separator, skips blank lines, pads short rows and names twins apart', async () => {
    const read = sheet(await parseSheetFile(csv('Nome,Nome,UF\n\nAna,Ana B.,SP\nBruno\n')));
    expect(read.delimiter).toBe(',');
    expect(read.headers).toEqual(['Nome', 'Nome (2)', 'UF']);
    expect(read.rows).toEqual([
      ['Ana', 'Ana B.', 'SP'],
      ['Bruno', null, null],
    ]);
  });

  it('reads Windows-1252 accents (an older Excel)', async () => {
    // "Cidade\nSão Paulo" in Windows-1252: ã is 0xE3.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Cidade\nS'),
      0xe3,
      ...new TextEncoder().encode('o Paulo\n'),
    ]);
    expect(sheet(await parseSheetFile(csv(bytes))).rows).toEqual([['São Paulo']]);
  });

  it('says what is wrong with each bad file', async () => {
    expect(problem(await parseSheetFile(csv('', 'vazio.csv')))).toEqual({ kind: 'empty' });
    expect(problem(await parseSheetFile(csv('\n ; \n;\n')))).toEqual({ kind: 'empty' });
    expect(problem(await parseSheetFile(csv('a;b', 'relatorio.pdf')))).toEqual({ kind: 'type' });
    // A picture renamed to .csv, and an XLSX (a zip) renamed to .csv.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(problem(await parseSheetFile(csv(png, 'foto.csv')))).toEqual({ kind: 'unreadable' });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(problem(await parseSheetFile(csv(zip, 'planilha.csv')))).toEqual({
      kind: 'unreadable',
    });
    expect(problem(await parseSheetFile(csv('Nome;Obs\nAna;"sem fim\nBruno;ok\n')))).toEqual({
      kind: 'unreadable',
    });
    expect(problem(await parseSheetFile(csv('1;2;3\n4;5;6\n')))).toEqual({ kind: 'noHeader' });
    expect(problem(await parseSheetFile(csv('Nome;;UF\nAna;x;SP\n')))).toEqual({
      kind: 'blankHeader',
      column: 2,
    });
    expect(problem(await parseSheetFile(csv('Nome;UF\n')))).toEqual({ kind: 'headerOnly' });
  });

  it('refuses more rows than the limit, and takes exactly the limit', async () => {
    const lines = (count: number) =>
      ['Nome', ...Array.from({ length: count }, (_, i) => `Cliente ${i + 1}`)].join('\n');
    expect(problem(await parseCsvText(lines(4), { maxRows: 3 }))).toEqual({
      kind: 'tooManyRows',
      limit: 3,
    });
    expect(sheet(await parseCsvText(lines(3), { maxRows: 3 })).rows).toHaveLength(3);
    expect(problem(await parseCsvText(lines(5001)))).toEqual({ kind: 'tooManyRows', limit: 5000 });
  });
});

describe('parseSheetFile, XLSX', () => {
  it('reads the first sheet: text, numbers and days', async () => {
    const file = await xlsx([
      ['Nome', 'Limite', 'Desde'],
      ['Ana Souza', 1500.5, new Date(Date.UTC(2021, 2, 15))],
      ['João Lima', 800, null],
    ]);
    expect(sheet(await parseSheetFile(file))).toEqual({
      format: 'xlsx',
      headers: ['Nome', 'Limite', 'Desde'],
      rows: [
        ['Ana Souza', 1500.5, '2021-03-15'],
        ['João Lima', 800, null],
      ],
    });
  });

  it('says a broken or fake XLSX cannot be read, and an empty sheet is empty', async () => {
    expect(problem(await parseSheetFile(csv('Nome;UF\nAna;SP\n', 'falso.xlsx')))).toEqual({
      kind: 'unreadable',
    });
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
    expect(problem(await parseSheetFile(new File([broken], 'quebrado.xlsx')))).toEqual({
      kind: 'unreadable',
    });
    expect(problem(await parseSheetFile(await xlsx([[null]])))).toEqual({ kind: 'empty' });
    expect(problem(await parseSheetFile(await xlsx([[2021, 2022]])))).toEqual({
      kind: 'noHeader',
    });
  });
});
