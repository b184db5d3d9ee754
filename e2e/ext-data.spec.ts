import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';

/**
 * The data extensions as a person uses them: the orders download as a CSV and an XLSX named
 * as typed, whose rows are the table's; only the ticked orders when some are; a CSV dropped
 * on the import shows its rows, and a broken file says so.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

async function open(page: Page, path: string, cardTitle: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: cardTitle })).toBeVisible({
    timeout: 60_000,
  });
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return [file, await readFile(await file.path())];
}

/** A CSV's lines without the byte-order mark and the last line end. */
const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

/** The order codes (the first column) of the rows on the table's page. */
const codesOn = (table: Locator) => table.locator('tbody tr td:nth-child(1)').allTextContents();

test('the orders download as a CSV and an XLSX under the typed name, with the rows of the table', async ({
  page,
}) => {
  await open(page, '/extensions/export', 'Exportar com nome de arquivo');
  const named = card(page, 'Exportar com nome de arquivo');
  const table = named.getByRole('table', { name: 'Pedidos da loja' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const shown = await codesOn(table);
  await expectAccessible(page, 'export page');

  const field = named.getByRole('textbox', { name: 'Nome do arquivo' });
  await field.fill('vendas/marco');
  await expect(named.getByText(/Tire os caracteres/)).toBeVisible();
  await expect(named.getByRole('button', { name: 'Exportar' })).toHaveCount(0);
  await field.fill('vendas-marco');
  await expect(
    named.getByText('Os arquivos se chamarão vendas-marco.csv e vendas-marco.xlsx.'),
  ).toBeVisible();

  await named.getByRole('button', { name: 'Exportar' }).click();
  const [csv, csvBytes] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  );
  expect(csv.suggestedFilename()).toBe('vendas-marco.csv');
  const lines = csvLines(csvBytes);
  expect(lines[0]).toBe('Código;Cliente;Cidade;UF;Data;Valor;Situação');
  expect(lines).toHaveLength(49);
  expect(lines.slice(1, 11).map((line) => line.split(';')[0])).toEqual(shown);

  await named.getByRole('button', { name: 'Exportar' }).click();
  const [xlsx, xlsxBytes] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
  );
  expect(xlsx.suggestedFilename()).toBe('vendas-marco.xlsx');
  const sheet = await readSheet(xlsxBytes);
  expect(sheet[0]).toEqual(['Código', 'Cliente', 'Cidade', 'UF', 'Data', 'Valor', 'Situação']);
  expect(sheet).toHaveLength(49);
  expect(sheet.slice(1, 11).map((row) => row[0])).toEqual(shown);
  // Amounts are numbers and days are dates in the sheet, not text.
  expect(typeof sheet[1]?.[5]).toBe('number');
  expect(sheet[1]?.[4]).toBeInstanceOf(Date);
});

test('export-selected writes only the ticked orders, and is off while none is', async ({
  page,
}) => {
  await open(page, '/extensions/export-selected', 'Exportar só os selecionados');
  const rows = card(page, 'Exportar só os selecionados');
  const table = rows.getByRole('table', { name: 'Pedidos para exportar' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(rows.getByRole('button', { name: 'Exportar selecionados' })).toBeDisabled();
  await expect(rows.getByText('Selecione ao menos um pedido para exportar.')).toBeVisible();

  const boxes = table.getByRole('checkbox', { name: /^Selecionar pedido / });
  const picked: string[] = [];
  for (const index of [0, 2, 5]) {
    const box = boxes.nth(index);
    await box.check();
    await expect(box).toBeChecked();
    const name = (await box.getAttribute('aria-label')) ?? '';
    picked.push(/PED-\d+/.exec(name)?.[0] ?? '');
  }
  await expect(
    rows.getByRole('status').filter({ hasText: '3 pedidos selecionados' }),
  ).toBeVisible();

  await rows.getByRole('button', { name: 'Exportar 3 selecionadas' }).click();
  const [csv, csvBytes] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  );
  expect(csv.suggestedFilename()).toBe('pedidos-selecionados.csv');
  const lines = csvLines(csvBytes);
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(picked);

  await rows.getByRole('button', { name: 'Exportar 3 selecionadas' }).click();
  const [, xlsxBytes] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
  );
  const sheet = await readSheet(xlsxBytes);
  expect(sheet.slice(1).map((row) => row[0])).toEqual(picked);
});

test('a CSV picked on the import shows its rows; a broken file says it cannot be read', async ({
  page,
}) => {
  await open(page, '/extensions/import', 'Importar planilha');
  const importer = card(page, 'Importar planilha');
  const input = importer.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFFNome;Cidade;UF;Limite\r\nAna Souza;São Paulo;SP;1.500,00\r\nJoão Lima;Recife;PE;800\r\nMarta Gomes;Belém;PA;2.300,50\r\n',
      'utf8',
    ),
  });
  const table = importer.getByRole('table', { name: 'Linhas de clientes.csv' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').first()).toContainText('Ana Souza');
  await expect(
    importer.getByText('3 linhas · 4 colunas · separador: ponto e vírgula'),
  ).toBeVisible();
  await expectAccessible(page, 'import page with rows');

  await input.setInputFiles({
    name: 'quebrado.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]),
  });
  const alert = importer.getByRole('alert');
  await expect(alert).toContainText('Não foi possível importar quebrado.xlsx');
  await expect(alert).toContainText('O arquivo não pôde ser lido');
  await expect(importer.getByRole('table')).toHaveCount(0);

  await input.setInputFiles({
    name: 'relatorio.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect(importer.getByText('relatorio.pdf: envie um arquivo .csv ou .xlsx.')).toBeVisible();

  // The XLSX model, downloaded and sent back: read in the browser like any spreadsheet.
  const [model, modelBytes] = await downloaded(page, () =>
    card(page, 'Modelos para começar').getByRole('button', { name: 'Baixar modelo XLSX' }).click(),
  );
  expect(model.suggestedFilename()).toBe('modelo-clientes.xlsx');
  await input.setInputFiles({
    name: 'modelo-clientes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: modelBytes,
  });
  const modelTable = importer.getByRole('table', { name: 'Linhas de modelo-clientes.xlsx' });
  await expect(modelTable.locator('tbody tr')).toHaveCount(6);
  await expect(modelTable.locator('tbody tr').first()).toContainText('Ana Beatriz Souza');
  await expect(importer.getByText('6 linhas · 7 colunas')).toBeVisible();
});
