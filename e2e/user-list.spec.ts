import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: storageFor('admin') });

const table = (page: Page) => page.getByRole('table', { name: 'Usuários' });
/** The users' names in the table, top to bottom. */
const names = (page: Page) => table(page).locator('tbody tr td:first-child a');
/** Each row's role and status cells, as shown. */
const cells = (page: Page, column: number) =>
  table(page).locator(`tbody tr td:nth-child(${column})`).allTextContents();

async function openList(page: Page, path = '/apps/user/list') {
  await page.goto(path);
  await expect(names(page).first()).toBeVisible({ timeout: 60_000 });
}

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('adds a user in the drawer, finds them by search, and a reload keeps both', async ({
  page,
}) => {
  await openList(page);
  await expect(page.getByText('1–10 de 60')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const drawer = page.getByRole('dialog', { name: 'Novo usuário' });
  await drawer.getByRole('textbox', { name: 'Nome completo' }).fill('Iracema Tupinambá');
  await drawer.getByRole('textbox', { name: 'Nome de usuário' }).fill('iracema.t');
  await drawer.getByRole('textbox', { name: 'E-mail' }).fill('iracema@mirante.dev');
  await drawer.getByRole('textbox', { name: 'Telefone' }).fill('+55 92 99876-1234');
  await drawer.getByRole('textbox', { name: 'Empresa' }).fill('Ateliê Ipê Roxo');
  await drawer.getByRole('combobox', { name: 'Papel' }).click();
  await page.getByRole('option', { name: 'Editor', exact: true }).click();
  await drawer.getByRole('button', { name: 'Adicionar usuário' }).click();

  await expect(page.getByText('Iracema Tupinambá foi adicionado(a).')).toBeVisible();
  await expect(names(page).first()).toHaveText('Iracema Tupinambá');
  await expect
    .poll(async () => (await readDemoRows<{ id: number }>(page, 'users'))?.length)
    .toBe(61);

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('tupinamba');
  await expect(page).toHaveURL(/[?&]q=tupinamba(&|$)/);
  await expect(names(page)).toHaveText(['Iracema Tupinambá']);
  await page.reload();
  await expect(names(page)).toHaveText(['Iracema Tupinambá'], { timeout: 60_000 });
  await expect(page.getByRole('row', { name: /Iracema/ })).toContainText('Editor');
  await names(page).first().click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/61$/);
});

test('filters users by role and status; the URL and a reload keep the filters', async ({
  page,
}) => {
  await openList(page);
  await choose(page, 'Filtrar por papel', 'Assinante');
  await choose(page, 'Filtrar por situação', 'Ativo');
  await expect(page).toHaveURL(/role=subscriber/);
  await expect(page).toHaveURL(/status=active/);
  const matches = async () => {
    const [roles, statuses] = [await cells(page, 2), await cells(page, 5)];
    return roles.length > 0 && roles.every((role) => role === 'Assinante') && statuses.every((status) => status === 'Ativo');
  }; // prettier-ignore
  await expect.poll(matches).toBe(true);
  const range = await page.getByText(/^1–\d+ de \d+$/).textContent();
  expect(range).not.toBe('1–10 de 60');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filtrar por papel' })).toHaveValue('Assinante', {
    timeout: 60_000,
  });
  await expect(page.getByRole('combobox', { name: 'Filtrar por situação' })).toHaveValue('Ativo');
  await expect.poll(matches).toBe(true);
  await expect(page.getByText(range ?? '')).toBeVisible();
});
