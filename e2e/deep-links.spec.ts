import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: storageFor('admin') });

const current = (page: Page, number: number) =>
  page
    .getByRole('navigation', { name: 'Paginação' })
    .getByRole('button', { name: `Página ${number}`, exact: true });

/** The list shows page `number` (its range, its first row, its page marked) and the URL says so. */
async function expectPage(
  page: Page,
  { table, range, first, number }: { table: string; range: string; first?: string; number: number },
) {
  await expect(page.getByText(range, { exact: true })).toBeVisible({ timeout: 60_000 });
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  if (first) await expect(rows.first()).toContainText(first);
  await expect(current(page, number)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
}

const lists = [
  {
    path: '/apps/invoice/list?page=3',
    // Newest first: #4150 leads page 1, #4130 page 3.
    shown: { table: 'Faturas', range: '21–30 de 50', first: '#4130', number: 3 },
  },
  {
    path: '/apps/user/list?page=3',
    shown: { table: 'Usuários', range: '21–30 de 60', number: 3 },
  },
  {
    path: '/apps/roles?page=3',
    shown: { table: 'Usuários e seus papéis', range: '21–30 de 60', number: 3 },
  },
];

for (const { path, shown } of lists) {
  test(`${path} opens at its page and a reload keeps it`, async ({ page }) => {
    await page.goto(path);
    await expectPage(page, shown);
    await page.reload();
    await expectPage(page, shown);
  });
}

test('/apps/permissions?page=2 opens at its page and a reload keeps it', async ({ page }) => {
  // Nine sample permissions are one page: two more make a second.
  await page.goto('/apps/permissions');
  await expect(page.getByText('1–9 de 9')).toBeVisible({ timeout: 60_000 });
  for (const name of ['Emitir notas fiscais', 'Conciliar extratos']) {
    await page.getByRole('button', { name: 'Adicionar permissão' }).click();
    const add = page.getByRole('dialog', { name: 'Nova permissão' });
    await add.getByRole('textbox', { name: 'Nome da permissão' }).fill(name);
    await add.getByRole('button', { name: 'Adicionar' }).click();
    await expect(add).toBeHidden();
  }
  await expect(page.getByText('1–10 de 11')).toBeVisible();

  const shown = { table: 'Permissões', range: '11–11 de 11', number: 2 };
  await page.goto('/apps/permissions?page=2');
  await expectPage(page, shown);
  await page.reload();
  await expectPage(page, shown);
});
