import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readDemoRows } from './demo-db';
import { storageFor } from './session';

interface StoredTask {
  title: string;
  isCompleted: boolean;
  isDeleted: boolean;
}
/** The tasks as the demo database stored them (a save is waited for here, not on screen). */
const stored = (page: Page) => readDemoRows<StoredTask>(page, 'todo-tasks');

test.use({ storageState: storageFor('admin') });
// Several reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

const filters = (page: Page) => page.getByRole('navigation', { name: 'Filtros' });
const list = (page: Page, view: string) =>
  page.getByRole('list', { name: `Lista de tarefas: ${view}` });
const row = (page: Page, view: string, title: string) =>
  list(page, view)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Abrir “${title}”`, exact: true }) });
/** The titles of a list's rows, top to bottom. */
const titles = (page: Page, view: string) =>
  list(page, view)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('button[aria-label^="Abrir"]')?.textContent ?? ''),
    );

/** Waits for a list's rows: the first load of the demo on a busy machine may take a while. */
const shown = (page: Page, view: string) =>
  expect(list(page, view).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });

async function openList(page: Page) {
  await page.goto('/apps/todo');
  await shown(page, 'Todas');
}

test('complete a task and find it under "completed" after a reload', async ({ page }) => {
  await openList(page);
  const title =
    (await list(page, 'Todas')
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { checked: false }) })
      .first()
      .getByRole('button', { name: /^Abrir/ })
      .textContent()) ?? '';
  await row(page, 'Todas', title)
    .getByRole('checkbox', { name: `Concluir “${title}”` })
    .click();
  await expect(row(page, 'Todas', title).getByRole('checkbox')).toBeChecked();
  await expect
    .poll(async () => (await stored(page))?.find((task) => task.title === title)?.isCompleted)
    .toBe(true);

  await filters(page).getByRole('link', { name: 'Concluídas' }).click();
  await expect(page).toHaveURL(/filter=completed/);
  await expect(page.getByRole('heading', { level: 1, name: 'Concluídas' })).toBeVisible();
  await page.reload();
  await shown(page, 'Concluídas');
  await expect(row(page, 'Concluídas', title).getByRole('checkbox')).toBeChecked();
});

test('delete a task, find it under "deleted", restore it', async ({ page }) => {
  await openList(page);
  const title = 'Preparar a pauta da reunião de segunda';
  await row(page, 'Todas', title).getByRole('button', { name: 'Excluir tarefa' }).click();
  await expect(page.getByText('Tarefa movida para Excluídas.')).toBeVisible();
  await expect(row(page, 'Todas', title)).toHaveCount(0);
  await page.reload();
  await shown(page, 'Todas');
  await expect(row(page, 'Todas', title)).toHaveCount(0);

  await filters(page).getByRole('link', { name: 'Excluídas' }).click();
  await expect(page).toHaveURL(/filter=deleted/);
  await page.reload();
  await shown(page, 'Excluídas');
  await row(page, 'Excluídas', title)
    .getByRole('button', { name: `Restaurar “${title}”` })
    .click();
  await expect(page.getByText('Tarefa restaurada.')).toBeVisible();
  await expect(row(page, 'Excluídas', title)).toHaveCount(0);

  await filters(page).getByRole('link', { name: 'Todas' }).click();
  await page.reload();
  await shown(page, 'Todas');
  await expect(row(page, 'Todas', title)).toHaveCount(1);
});

test('add a task through the drawer; it is there after a reload', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Adicionar tarefa' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nova tarefa' });
  await drawer
    .getByRole('textbox', { name: /Título/ })
    .fill('Enviar o convite da confraternização');
  await drawer.getByRole('combobox', { name: 'Responsável' }).click();
  await page.getByRole('option', { name: 'Juliana Prado' }).click();
  await drawer.getByRole('combobox', { name: 'Etiquetas' }).click();
  await page.getByRole('option', { name: 'Equipe' }).click();
  await page.keyboard.press('Escape');
  const editor = drawer.getByRole('textbox', { name: 'Descrição' });
  await editor.click();
  await page.keyboard.type('Reservar o salão até dia 10.');
  await drawer.getByRole('checkbox', { name: 'Importante' }).check();
  await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Tarefa adicionada.')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.reload();
  await shown(page, 'Todas');
  const added = row(page, 'Todas', 'Enviar o convite da confraternização');
  await expect(added).toHaveCount(1);
  await expect(added.getByText('Equipe')).toBeVisible();
  await expect(added.getByRole('img', { name: 'Responsável: Juliana Prado' })).toBeVisible();
  await expect(added.getByRole('button', { name: 'Desmarcar como importante' })).toBeVisible();
  await added.getByRole('button', { name: /^Abrir/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Editar tarefa' }).getByRole('textbox', { name: 'Descrição' }),
    // The editor's code arrives with the first opening: slow on a busy runner.
  ).toContainText('Reservar o salão até dia 10.', { timeout: 60_000 });
});

test('reorder by keyboard; the order is kept after a reload', async ({ page }) => {
  await openList(page);
  const [first, second] = await titles(page, 'Todas');
  expect(first && second).toBeTruthy();
  const handle = page.getByRole('button', { name: `Mover “${second}”` });
  await handle.focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText(`está sobre ${first}`);
  await page.keyboard.press('Space');
  await expect(live).toContainText('foi solto');
  await expect
    .poll(async () =>
      (await stored(page))
        ?.filter((task) => !task.isDeleted)
        .slice(0, 2)
        .map((task) => task.title),
    )
    .toEqual([second, first]);
  await expect
    .poll(() => titles(page, 'Todas').then((rows) => rows.slice(0, 2)))
    .toEqual([second, first]);
  await page.reload();
  await expect
    .poll(() => titles(page, 'Todas').then((rows) => rows.slice(0, 2)))
    .toEqual([second, first]);
});
