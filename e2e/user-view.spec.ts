import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Two reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

interface StoredUser {
  id: number;
  company: string;
}
interface StoredDetails {
  id: number;
  notifications: Record<string, Record<string, boolean>>;
}

/** Opens user 1 (Ana Beatriz Souza) and waits for her card: a first load may take a while. */
async function openUser(page: Page, path = '/apps/user/view/1') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Beatriz Souza' })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageFor('admin') });

  test('an edited company and a notification choice survive a reload', async ({ page }) => {
    await openUser(page);

    await page
      .getByRole('region', { name: 'Ana Beatriz Souza' })
      .getByRole('button', { name: 'Editar' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
    await dialog.getByRole('textbox', { name: 'Empresa' }).fill('Aurora Interiores Ltda.');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Os dados de Ana Beatriz Souza foram salvos.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(
        async () =>
          (await readDemoRows<StoredUser>(page, 'users'))?.find((row) => row.id === 1)?.company,
      )
      .toBe('Aurora Interiores Ltda.');

    await page.getByRole('tab', { name: 'Notificações' }).click();
    await expect(page).toHaveURL(/[?&]tab=notifications(&|$)/);
    const box = page.getByRole('checkbox', { name: 'Novidades para você por e-mail' });
    await expect(box).toBeChecked();
    await box.click();
    await page.getByRole('button', { name: 'Salvar notificações' }).click();
    await expect(page.getByText('Notificações salvas.')).toBeVisible();
    await expect
      .poll(async () => {
        const rows = await readDemoRows<StoredDetails>(page, 'user-details');
        return rows?.find((row) => row.id === 1)?.notifications.newForYou?.email;
      })
      .toBe(false);

    await page.reload();
    await expect(box).not.toBeChecked({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Cobrança e planos' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Endereço de cobrança' })
        .getByText('Aurora Interiores Ltda.'),
    ).toBeVisible();
  });

  test('an unknown user says so, and its link leads back to the list', async ({ page }) => {
    await page.goto('/apps/user/view/999999');
    await expect(page.getByRole('heading', { name: 'Usuário não encontrado' })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('link', { name: 'Voltar à lista de usuários' }).click();
    await expect(page).toHaveURL(/\/apps\/user\/list$/);
  });
});
