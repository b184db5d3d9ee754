import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readDemoRows } from './demo-db';
import { storageFor } from './session';

/**
 * Two tabs of one browser write to one demo database (src/lib/demo/db.ts): neither erases
 * the other's writes, ids stay unique, and each tab shows the other's writes without a reload.
 */
interface StoredTask {
  id: number;
  title: string;
  isCompleted: boolean;
}

test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 150_000 });

const list = (page: Page) => page.getByRole('list', { name: 'Lista de tarefas: Todas' });
const checkbox = (page: Page, title: string) =>
  list(page).getByRole('checkbox', { name: `Concluir “${title}”`, exact: true });

async function openTodo(page: Page) {
  await page.goto('/apps/todo');
  await expect(list(page).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
}

/** The titles of the first two open tasks, as the list shows them. */
async function twoOpenTasks(page: Page): Promise<[string, string]> {
  const titles = await list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { checked: false }) })
    .getByRole('button', { name: /^Abrir/ })
    .allTextContents();
  const [first, second] = titles;
  if (!first || !second) throw new Error('the seed has two open tasks');
  return [first, second];
}

async function addTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'Adicionar tarefa' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nova tarefa' });
  await drawer.getByRole('textbox', { name: /Título/ }).fill(title);
  await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Tarefa adicionada.')).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('two tabs complete two tasks: both kept after a reload, each shown in the other tab', async ({
  page,
}) => {
  const other = await page.context().newPage();
  await openTodo(page);
  await openTodo(other);
  const [mine, theirs] = await twoOpenTasks(page);

  await checkbox(page, mine).click();
  await expect(checkbox(page, mine)).toBeChecked();
  // The other tab hears of it: no reload.
  await expect(checkbox(other, mine)).toBeChecked();

  await checkbox(other, theirs).click();
  await expect(checkbox(other, theirs)).toBeChecked();
  await expect(checkbox(page, theirs)).toBeChecked();

  await page.reload();
  await expect(checkbox(page, mine)).toBeChecked({ timeout: 60_000 });
  await expect(checkbox(page, theirs)).toBeChecked();
  const stored = (await readDemoRows<StoredTask>(page, 'todo-tasks')) ?? [];
  expect(
    stored.filter((task) => [mine, theirs].includes(task.title)).map((t) => t.isCompleted),
  ).toEqual([true, true]);
});

test('tasks added in two tabs get two ids, and both stay', async ({ page }) => {
  const other = await page.context().newPage();
  await openTodo(page);
  await openTodo(other);
  await addTask(page, 'Conferir o estoque da loja');
  await addTask(other, 'Renovar o domínio do site');

  const stored = (await readDemoRows<StoredTask>(page, 'todo-tasks')) ?? [];
  const added = stored.filter((task) =>
    ['Conferir o estoque da loja', 'Renovar o domínio do site'].includes(task.title),
  );
  expect(added).toHaveLength(2);
  expect(new Set(added.map((task) => task.id)).size).toBe(2);

  await page.reload();
  await expect(
    list(page).getByRole('button', { name: 'Abrir “Renovar o domínio do site”' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(
    list(page).getByRole('button', { name: 'Abrir “Conferir o estoque da loja”' }),
  ).toBeVisible();
});

test('the same task saved in two tabs: the second saver is told, keeps its text, and sees the first', async ({
  page,
}) => {
  const other = await page.context().newPage();
  await openTodo(page);
  await openTodo(other);
  const [title] = await twoOpenTasks(page);
  const open = async (tab: Page) => {
    await list(tab)
      .getByRole('button', { name: `Abrir “${title}”`, exact: true })
      .click();
    const drawer = tab.getByRole('dialog', { name: 'Editar tarefa' });
    await expect(drawer.getByRole('textbox', { name: /Título/ })).toHaveValue(title);
    return drawer;
  };
  const mine = await open(page);
  const theirs = await open(other);

  await mine.getByRole('textbox', { name: /Título/ }).fill('Versão da primeira aba');
  await mine.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tarefa salva.')).toBeVisible();

  await theirs.getByRole('textbox', { name: /Título/ }).fill('Versão da segunda aba');
  await theirs.getByRole('button', { name: 'Salvar' }).click();
  const alert = theirs.getByRole('alert');
  await expect(alert).toContainText('alterado em outra aba');
  await expect(theirs.getByRole('textbox', { name: /Título/ })).toHaveValue(
    'Versão da segunda aba',
  );
  await expect(other.getByText('Tarefa salva.')).toHaveCount(0);

  await alert.getByRole('button', { name: 'Ver a versão atual' }).click();
  await expect(theirs.getByRole('textbox', { name: /Título/ })).toHaveValue(
    'Versão da primeira aba',
  );
  const stored = (await readDemoRows<StoredTask>(page, 'todo-tasks')) ?? [];
  expect(stored.filter((task) => task.title === 'Versão da primeira aba')).toHaveLength(1);
});
