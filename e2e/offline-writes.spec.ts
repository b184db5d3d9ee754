import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * A write that fails offline never hides what was loaded: the list or board stays on screen,
 * what was typed stays in its box, the save says "Sem conexão", and it goes through once the
 * connection is back.
 */
test.use({
  storageState: storageFor('admin'),
  // The demo's service worker fetches its script itself: offline, that fetch fails aloud.
  serviceWorkers: 'block',
});
test.describe.configure({ timeout: 150_000 });

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

test('a kanban card added offline: the board stays, the title stays, and it adds online', async ({
  page,
  context,
}) => {
  await page.goto('/apps/kanban');
  const done = column(page, 'Concluído');
  await expect(done.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const cards = await page.getByRole('listitem').count();

  await context.setOffline(true);
  await done.getByRole('button', { name: 'Adicionar tarefa em Concluído' }).click();
  const title = done.getByRole('textbox', { name: 'Título da tarefa' });
  await title.fill('Conferir as notas do trimestre');
  await title.press('Enter');
  await expect(page.getByText(/Sem conexão/).first()).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(cards);
  await expect(page.getByText('Não foi possível carregar')).toHaveCount(0);
  await expect(title).toHaveValue('Conferir as notas do trimestre');

  await context.setOffline(false);
  await title.press('Enter');
  await expect(done.getByText('Conferir as notas do trimestre')).toBeVisible();
});

test('a task completed offline: the list stays, goes back, and completes online', async ({
  page,
  context,
}) => {
  await page.goto('/apps/todo');
  const list = page.getByRole('list', { name: 'Lista de tarefas: Todas' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const rows = await list.getByRole('listitem').count();
  const box = list.getByRole('checkbox', { checked: false }).first();
  const name = (await box.getAttribute('aria-label')) ?? '';

  await context.setOffline(true);
  await box.click();
  await expect(page.getByText(/Sem conexão/).first()).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(rows);
  await expect(list.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  await expect(page.getByText('Não foi possível carregar')).toHaveCount(0);

  await context.setOffline(false);
  await list.getByRole('checkbox', { name, exact: true }).click();
  await expect(list.getByRole('checkbox', { name, exact: true })).toBeChecked();
});
