import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Several reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Permissões' });
const rows = (page: Page) => table(page).locator('tbody tr');
/** The names in the table, top to bottom. */
const names = (page: Page) => rows(page).locator('td:first-child');
/** The names as the demo database stored them: a save is waited for here, not on screen. */
const stored = async (page: Page) =>
  (await readDemoRows<{ name: string }>(page, 'permissions'))?.map((row) => row.name);

/** Opens the page and waits for its rows: the first load on a busy machine may take a while. */
async function openPermissions(page: Page, path = '/apps/permissions') {
  await page.goto(path);
  await expect(names(page).first()).toBeVisible({ timeout: 60_000 });
}

async function rowAction(page: Page, name: string, action: 'Editar' | 'Excluir') {
  await page.getByRole('button', { name: `Ações da linha ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageFor('admin') });

  test('adds a permission first, renames it and deletes it; each change survives a reload', async ({
    page,
  }) => {
    await openPermissions(page);
    await expect(page.getByText('1–9 de 9')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar permissão' }).click();
    const add = page.getByRole('dialog', { name: 'Nova permissão' });
    await add.getByRole('textbox', { name: 'Nome da permissão' }).fill('Exportar relatórios');
    await add.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Permissão “Exportar relatórios” adicionada.')).toBeVisible();
    await expect(add).toBeHidden();
    await expect(names(page).first()).toHaveText('Exportar relatórios');
    await expect(rows(page).first()).toContainText('Administrador');
    await expect.poll(async () => (await stored(page))?.[0]).toBe('Exportar relatórios');

    await page.reload();
    await expect(names(page).first()).toHaveText('Exportar relatórios', { timeout: 60_000 });
    await expect(page.getByText('1–10 de 10')).toBeVisible();

    await rowAction(page, 'Exportar relatórios', 'Editar');
    const edit = page.getByRole('dialog', { name: 'Editar permissão' });
    await expect(edit).toContainText('Renomear altera esta permissão');
    await edit
      .getByRole('textbox', { name: 'Nome da permissão' })
      .fill('Exportar relatórios mensais');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(names(page).first()).toHaveText('Exportar relatórios mensais');
    await expect.poll(async () => (await stored(page))?.[0]).toBe('Exportar relatórios mensais');

    await rowAction(page, 'Exportar relatórios mensais', 'Excluir');
    const confirm = page.getByRole('dialog', {
      name: 'Excluir a permissão “Exportar relatórios mensais”?',
    });
    await confirm.getByRole('button', { name: 'Excluir permissão' }).click();
    await expect(page.getByText('Permissão “Exportar relatórios mensais” excluída.')).toBeVisible();
    await expect(names(page).filter({ hasText: 'Exportar relatórios' })).toHaveCount(0);
    await expect.poll(async () => (await stored(page))?.length).toBe(9);

    await page.reload();
    await expect(names(page).first()).toHaveText('Gestão', { timeout: 60_000 });
    await expect(names(page).filter({ hasText: 'Exportar relatórios' })).toHaveCount(0);
    await expect(page.getByText('1–9 de 9')).toBeVisible();
  });

  test('keeps the search and the role in the URL across a reload', async ({ page }) => {
    await openPermissions(page);
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('gerenciar');
    await expect(page).toHaveURL(/[?&]q=gerenciar(&|$)/);
    await expect(page.getByText('1–3 de 3')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('gerenciar', {
      timeout: 60_000,
    });
    await expect(page.getByText('1–3 de 3')).toBeVisible();

    await page.getByRole('combobox', { name: 'Filtrar por papel' }).click();
    await page.getByRole('option', { name: 'Suporte' }).click();
    await expect(page).toHaveURL(/assignedTo=support/);
    await expect(names(page)).toHaveText([
      'Gerenciar sequências de e-mail',
      'Gerenciar tarefas de outros',
    ]);
    for (const row of await rows(page).all()) await expect(row).toContainText('Suporte');

    await page.reload();
    await expect(names(page)).toHaveText(
      ['Gerenciar sequências de e-mail', 'Gerenciar tarefas de outros'],
      {
        timeout: 60_000,
      },
    );
    await expect(page.getByRole('combobox', { name: 'Filtrar por papel' })).toHaveValue('Suporte');

    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('nada disso');
    await expect(page.getByText('Nenhuma permissão encontrada')).toBeVisible();
  });
});

test.describe('as the client', () => {
  test.use({ storageState: storageFor('client') });

  test('has no permissions menu entry and lands on not-authorized by URL', async ({ page }) => {
    // Home is the first page its menu holds: its own account settings.
    await page.goto('/');
    await expect(page).toHaveURL(/\/pages\/account-settings$/);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link')).toHaveText([
      'Configurações da conta',
      'Perfil',
      'Controle de acesso',
    ]);

    await page.goto('/apps/permissions');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Você não tem acesso a esta página',
    );
    await expect(page.getByText('Adicionar permissão')).toHaveCount(0);
  });
});
