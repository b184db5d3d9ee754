import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

interface StoredRole {
  id: number;
  name: string;
  permissions: Record<string, { read: boolean; write: boolean; create: boolean }>;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** The roles as the demo database stored them: a save is waited for here, not on screen. */
const stored = (page: Page) => readDemoRows<StoredRole>(page, 'roles');

/** Opens the page and waits for its cards: the first load on a busy machine may take a while. */
async function openRoles(page: Page) {
  await page.goto('/apps/roles');
  await expect(card(page, 'Administrador')).toBeVisible({ timeout: 60_000 });
}

test.use({ storageState: storageFor('admin') });

test('unticks one of the editor’s permissions; it stays unticked after a reload', async ({
  page,
}) => {
  await openRoles(page);
  // The editors of the users table below: the card counts them.
  await expect(card(page, 'Editor')).toContainText('13 usuários');
  await page.getByRole('button', { name: 'Editar papel Editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar papel' });
  // The name is the users' role: it stays.
  await expect(dialog.getByRole('textbox', { name: 'Nome do papel' })).toHaveAttribute('readonly');
  const box = dialog.getByRole('checkbox', { name: 'Criar — Relatórios' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Papel “Editor” atualizado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await stored(page))?.find((role) => role.id === 3)?.permissions.reports)
    .toEqual({ read: true, write: true, create: false });

  await page.reload();
  await expect(card(page, 'Editor')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Editar papel Editor' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Criar — Relatórios' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Escrever — Relatórios' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Selecionar tudo' })).not.toBeChecked();
});

test('adds a role with every permission; its card is there after a reload', async ({ page }) => {
  await openRoles(page);
  await page.getByRole('button', { name: 'Adicionar papel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo papel' });
  await dialog.getByRole('textbox', { name: 'Nome do papel' }).fill('Auditoria');
  await dialog.getByRole('checkbox', { name: 'Selecionar tudo' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Ler — Folha de pagamento' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Papel “Auditoria” adicionado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Auditoria')).toContainText('Nenhum usuário ainda');
  await expect.poll(async () => (await stored(page))?.at(-1)?.name).toBe('Auditoria');

  await page.reload();
  await expect(card(page, 'Auditoria')).toBeVisible({ timeout: 60_000 });
  await expect(card(page, 'Auditoria')).toContainText('Personalizado');
  const added = (await stored(page))?.at(-1);
  expect(
    Object.values(added?.permissions ?? {}).flatMap((access) => Object.values(access)),
  ).toEqual(Array<boolean>(27).fill(true));
});
