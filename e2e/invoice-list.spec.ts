import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Several reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Faturas' });
/** The invoice numbers in the table, top to bottom. */
const numbers = (page: Page) => table(page).locator('tbody tr td:first-child');
const storedIds = async (page: Page) =>
  (await readDemoRows<{ id: number }>(page, 'invoices'))?.map((row) => row.id);

/** Whether the table shows rows, every one of them paid. */
const onlyPaid = async (page: Page) => {
  const statuses = await table(page).locator('tbody tr td:nth-child(6)').allTextContents();
  return statuses.length > 0 && statuses.every((status) => status === 'Paga');
};

async function openList(page: Page, path = '/apps/invoice/list') {
  await page.goto(path);
  await expect(numbers(page).first()).toBeVisible({ timeout: 60_000 });
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageFor('admin') });

  test('searches and filters invoices; a reload keeps both', async ({ page }) => {
    await openList(page);
    await expect(page.getByText('1–10 de 50')).toBeVisible();
    await expect(numbers(page).first()).toHaveText('#4150');

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('búzios');
    await expect(page).toHaveURL(/[?&]q=b%C3%BAzios(&|$)/);
    // The client in Búzios (accents aside): the 6th and 31st sample invoices, newest first.
    const found = ['#4130', '#4106'];
    await expect(numbers(page)).toHaveText(found);
    await expect(page.getByText('1–2 de 2')).toBeVisible();
    for (const row of await table(page).locator('tbody tr').all()) {
      await expect(row).toContainText('soldebuzios.com.br');
    }

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('búzios', {
      timeout: 60_000,
    });
    await expect(numbers(page)).toHaveText(found);

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
    await expect(page.getByText('1–10 de 50')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filtrar por situação' }).click();
    await page.getByRole('option', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/status=Paid/);
    await expect.poll(() => onlyPaid(page)).toBe(true);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Filtrar por situação' })).toHaveValue('Paga', {
      timeout: 60_000,
    });
    await expect.poll(() => onlyPaid(page)).toBe(true);
  });

  test('deletes an invoice after confirming; it is gone after a reload', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Ações da linha Fatura #4150', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir a fatura #4150?' });
    await confirm.getByRole('button', { name: 'Excluir fatura' }).click();
    await expect(page.getByText('Fatura #4150 excluída.')).toBeVisible();
    await expect(numbers(page).first()).toHaveText('#4149');
    await expect.poll(async () => (await storedIds(page))?.includes(4150)).toBe(false);

    await page.reload();
    await expect(numbers(page).first()).toHaveText('#4149', { timeout: 60_000 });
    await expect(page.getByText('1–10 de 49')).toBeVisible();
    await page.goto('/apps/invoice/list?q=4150');
    await expect(page.getByText('Nenhuma fatura encontrada')).toBeVisible({ timeout: 60_000 });
  });
});

test.describe('as the client', () => {
  test.use({ storageState: storageFor('client') });

  test('has no invoice menu and lands on not-authorized by URL', async ({ page }) => {
    await page.goto('/apps/invoice/list');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/, { timeout: 60_000 });
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: /fatura/i })).toHaveCount(0);
    await page.goto('/apps/invoice/preview/4150');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/, { timeout: 60_000 });
  });
});
