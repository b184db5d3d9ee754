import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';

// Reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: storageFor('admin') });

const table = (page: Page) => page.getByRole('table', { name: 'Funcionários' });
const rows = (page: Page) => table(page).locator('tbody tr:not([data-details])');
/**
 * The text of a column's cells (not as drawn: a badge shows its status in capitals). The basic
 * table's columns: details button, checkbox, name, post, e-mail, start date, salary, status;
 * the advance one's: checkbox, name, post, e-mail, city, start date, salary, status (age and
 * experience hidden at first).
 */
const column = (page: Page, index: number) =>
  rows(page).locator(`td:nth-child(${index})`).allTextContents();
/** The employees' names (the picture's initials are beside them, apart). */
const namesIn = (page: Page, index: number) =>
  rows(page).locator(`td:nth-child(${index}) p`).allTextContents();
/** "R$ 95.400,00" as 95400. */
const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const isSorted = (values: number[], direction: 1 | -1) =>
  values.every(
    (value, index) => index === 0 || direction * (value - (values[index - 1] ?? 0)) >= 0,
  );

/** The table has its answer for what the URL asks (not the rows kept from before). */
async function settled(page: Page) {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

async function openBasic(page: Page, path = '/datatables/basic') {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  await settled(page);
}

async function openAdvance(page: Page, path = '/datatables/advance') {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  await settled(page);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return [file, await readFile(await file.path())];
}

test('the search narrows the rows and survives a reload through the URL', async ({ page }) => {
  await openBasic(page);
  await expect(page.getByText('1–10 de 100')).toBeVisible();
  const wanted = (await namesIn(page, 3))[3] ?? '';
  expect(wanted).not.toBe('');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(wanted);
  await expect(page).toHaveURL(/[?&]q=/);
  // The answer to the search has replaced the first page (and its count).
  await expect(page.getByText('1–10 de 100')).toHaveCount(0);
  await settled(page);
  const found = await namesIn(page, 3);
  expect(found).toContain(wanted);
  expect(found.length).toBeLessThan(10);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue(wanted, {
    timeout: 60_000,
  });
  await expect.poll(() => namesIn(page, 3), { timeout: 60_000 }).toEqual(found);
});

test('sorting by salary sorts the amounts as numbers, both ways', async ({ page }) => {
  await openBasic(page);
  const sortButton = table(page).getByRole('button', { name: 'Salário' });
  await sortButton.click();
  await expect(page).toHaveURL(/sortColumn=salary&sort=asc/);
  await expect.poll(async () => isSorted((await column(page, 7)).map(reais), 1)).toBe(true);
  const ascending = (await column(page, 7)).map(reais);
  expect(ascending).toHaveLength(10);
  expect(new Set(ascending).size).toBeGreaterThan(1);
  await expect(table(page).getByRole('columnheader', { name: 'Salário' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await sortButton.click();
  await expect(page).toHaveURL(/sortColumn=salary&sort=desc/);
  await expect.poll(async () => isSorted((await column(page, 7)).map(reais), -1)).toBe(true);
  const descending = (await column(page, 7)).map(reais);
  // The largest salary of all is above the smallest page's every amount.
  expect(descending[0]).toBeGreaterThan(ascending.at(-1) ?? 0);
});

test('a row opens its details beneath it; the header switches to English alone', async ({
  page,
}) => {
  await openBasic(page);
  const name = (await namesIn(page, 3))[0] ?? '';
  const email = (await column(page, 5))[0] ?? '';
  const toggle = page.getByRole('button', { name: `Mostrar detalhes de ${name}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(details).toBeVisible();
  for (const fact of ['E-mail', 'Cidade', 'Idade', 'Experiência', 'Admissão', 'Salário']) {
    await expect(details.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(details).toContainText(email);
  await expectAccessible(page, 'a row open');

  await page
    .getByRole('radiogroup', { name: 'Idioma do cabeçalho' })
    .getByText('English', { exact: true })
    .click();
  await expect(table(page).getByRole('columnheader', { name: 'Salary' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tabela de dados básica' }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toBeVisible();
});

/** Picks `option` in the status filter of the advance page. */
async function chooseStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

test('a status filter narrows the rows; the selected ones export to CSV, exactly', async ({
  page,
}) => {
  await openAdvance(page);
  await chooseStatus(page, 'Recusado');
  await expect(page).toHaveURL(/[?&]status=3(&|$)/);
  await expect.poll(async () => [...new Set(await column(page, 8))]).toEqual(['Recusado']);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  await expectAccessible(page, 'advance, filtered');

  const [first = '', , third = ''] = await namesIn(page, 2);
  const pick = async (name: string) => {
    const box = page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  };
  await pick(first);
  await pick(third);
  await page.getByRole('button', { name: 'Exportar 2 selecionadas' }).click();
  const [file, bytes] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'CSV' }).click(),
  );
  expect(file.suggestedFilename()).toMatch(/^funcionarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csvLines(bytes);
  expect(lines[0]).toBe('Nome;Cargo;E-mail;Cidade;Admissão;Salário;Situação');
  expect(lines).toHaveLength(3);
  expect(lines.map((line) => line.split(';')[0])).toEqual(['Nome', first, third]);
  for (const line of lines.slice(1)) expect(line.endsWith(';Recusado')).toBe(true);
});

test('the filtered rows download as a real XLSX file', async ({ page }) => {
  await openAdvance(page, '/datatables/advance?status=1');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [file, bytes] = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
  );
  expect(file.suggestedFilename()).toMatch(/^funcionarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An XLSX file is a zip archive: "PK" first, and more than an empty sheet.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(2000);
});

test('the column filters live in the URL: a reload shows the same rows', async ({ page }) => {
  await openAdvance(page);
  const city = (await column(page, 5))[1] ?? '';
  expect(city).not.toBe('');
  await page.getByRole('textbox', { name: 'Cidade' }).fill(city);
  await expect(page).toHaveURL(/[?&]city=/);
  await expect.poll(async () => [...new Set(await column(page, 5))]).toEqual([city]);
  await settled(page);
  const names = await namesIn(page, 2);
  expect(names.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue(city, {
    timeout: 60_000,
  });
  await expect.poll(() => namesIn(page, 2), { timeout: 60_000 }).toEqual(names);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
  await expect(page.getByText('1–10 de 100')).toBeVisible();
});
