import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readDemoRows } from './demo-db';
import { storageFor } from './session';

/**
 * A browser whose storage for the site is full:
 * the demo API refuses the write (507) instead of answering success and losing it, the drawer
 * says so in words and keeps what was typed, nothing stored before is lost, and the same save
 * goes through once there is room again.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 150_000 });

const list = (page: Page) => page.getByRole('list', { name: 'Lista de tarefas: Todas' });

/**
 * A full storage, as the demo database's fault switch makes it (src/lib/demo/db-errors.ts):
 * Chromium's quota override does not reach IndexedDB here, and filling a real quota takes
 * minutes. The refusal goes through the same path a QuotaExceededError takes.
 */
async function setStorageFull(page: Page, full: boolean) {
  await page.evaluate((on) => {
    if (on) sessionStorage.setItem('mirante-demo:storage-full', 'on');
    else sessionStorage.removeItem('mirante-demo:storage-full');
  }, full);
}

test('a full browser storage: the save is refused in words, the typing kept, nothing lost', async ({
  page,
}) => {
  await page.goto('/apps/todo');
  await expect(list(page).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const before = (await readDemoRows<{ id: number }>(page, 'todo-tasks')) ?? [];
  expect(before.length).toBeGreaterThan(0);

  await setStorageFull(page, true);
  await page.getByRole('button', { name: 'Adicionar tarefa' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nova tarefa' });
  const title = drawer.getByRole('textbox', { name: /Título/ });
  await title.fill('Pagar a conta de luz');
  await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('O armazenamento do navegador está cheio');
  await expect(title).toHaveValue('Pagar a conta de luz');
  expect(await readDemoRows(page, 'todo-tasks')).toEqual(before);

  await setStorageFull(page, false);
  await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Tarefa adicionada.')).toBeVisible();
  await page.reload();
  await expect(
    list(page).getByRole('button', { name: 'Abrir “Pagar a conta de luz”' }),
  ).toBeVisible({ timeout: 60_000 });
  expect(await readDemoRows(page, 'todo-tasks')).toHaveLength(before.length + 1);
});
