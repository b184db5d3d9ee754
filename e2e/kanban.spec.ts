import type { Locator, Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { FAULTS_KEY } from './faults';
import { expect, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
const card = (scope: Locator, title: string) =>
  scope.getByRole('listitem').filter({ hasText: title });
/** What dnd-kit tells a screen reader (its live region), in Portuguese. */
const announced = (page: Page, text: RegExp) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
const lifted = (page: Page) =>
  expect(page.locator('[aria-roledescription="sortable"][aria-pressed="true"]')).toHaveCount(1);

async function boardOf(page: Page, title: string) {
  const rows = await readDemoRows<{ title: string; boardId: string }>(page, 'kanban-tasks');
  return rows?.find((row) => row.title === title)?.boardId;
}

async function dragWithKeys(page: Page, title: string, to: string) {
  await page.getByRole('button', { name: `Mover “${title}”` }).focus();
  await page.keyboard.press('Space');
  await lifted(page);
  await page.keyboard.press('ArrowRight');
  // While the card is held it already stands in the column the keys took it to.
  await expect(card(column(page, to), title)).toHaveCount(1);
  await page.keyboard.press('Space');
  await announced(page, /foi solto sobre/);
}

async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await lifted(page);
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 4, { steps: 2 });
  await page.mouse.up();
}

test('drags a card to the next column with the keyboard; it stays after a reload', async ({
  page,
}) => {
  const title = 'Revisar contrato do fornecedor de boletos';
  await page.goto('/apps/kanban');
  // The first load on a busy runner: the limit only catches a hang.
  await expect(card(column(page, 'A fazer'), title)).toBeVisible({ timeout: 30_000 });
  await dragWithKeys(page, title, 'Em andamento');
  await expect(card(column(page, 'Em andamento'), title)).toBeVisible();
  await expect(card(column(page, 'A fazer'), title)).toHaveCount(0);
  await expect.poll(() => boardOf(page, title)).toBe('in-progress');
  await page.reload();
  await expect(card(column(page, 'Em andamento'), title)).toBeVisible();
  await expect(card(column(page, 'A fazer'), title)).toHaveCount(0);
});

test('drags a card to another column with the mouse; it stays after a reload', async ({ page }) => {
  const title = 'Corrigir cálculo de frete no carrinho';
  await page.goto('/apps/kanban');
  await expect(column(page, 'Concluído')).toBeVisible({ timeout: 30_000 });
  const target = card(column(page, 'Concluído'), 'Migrar cobranças para o Pix');
  await dragWithMouse(page, card(column(page, 'Em andamento'), title), target);
  await expect(card(column(page, 'Concluído'), title)).toBeVisible();
  await expect.poll(() => boardOf(page, title)).toBe('done');
  await page.reload();
  await expect(card(column(page, 'Concluído'), title)).toBeVisible();
  await expect(card(column(page, 'Em andamento'), title)).toHaveCount(0);
});

test('adds a task at the foot of a column, due in two days', async ({ page }) => {
  await page.goto('/apps/kanban');
  const done = column(page, 'Concluído');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await done.getByRole('button', { name: 'Adicionar tarefa em Concluído' }).click();
  await done.getByRole('button', { name: 'Adicionar tarefa' }).click();
  await expect(done.getByText('Preencha este campo.')).toBeVisible();
  await done.getByRole('textbox', { name: 'Título da tarefa' }).fill('Publicar o relatório anual');
  await done.getByRole('textbox', { name: 'Título da tarefa' }).press('Enter');
  await expect(card(done, 'Publicar o relatório anual')).toBeVisible();
  await expect.poll(() => boardOf(page, 'Publicar o relatório anual')).toBe('done');
  await page.reload();
  await expect(card(column(page, 'Concluído'), 'Publicar o relatório anual')).toBeVisible();
  await expect(done.getByRole('listitem').last()).toContainText('Publicar o relatório anual');
});

test('deletes a column after a confirmation, and its cards are gone', async ({ page }) => {
  await page.goto('/apps/kanban');
  await expect(card(column(page, 'Em andamento'), 'Protótipo do aplicativo')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Ações da coluna Em andamento' }).click();
  await page.getByRole('menuitem', { name: 'Excluir coluna' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir a coluna “Em andamento”?' });
  await expect(dialog).toContainText('A coluna e as 3 tarefas dela serão excluídas.');
  await dialog.getByRole('button', { name: 'Excluir coluna' }).click();
  await expect(column(page, 'Em andamento')).toHaveCount(0);
  await expect.poll(() => boardOf(page, 'Protótipo do aplicativo de entregas')).toBeUndefined();
  await page.reload();
  await expect(column(page, 'A fazer')).toBeVisible();
  await expect(column(page, 'Em andamento')).toHaveCount(0);
  await expect(page.getByText('Protótipo do aplicativo de entregas')).toHaveCount(0);
});

test('a move the server refuses goes back, with a message; the board loads again', async ({
  page,
}) => {
  const title = 'Definir metas do painel de vendas';
  await page.goto('/apps/kanban');
  // The first load on a busy runner: the limit only catches a hang.
  await expect(card(column(page, 'A fazer'), title)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(
    (key) =>
      sessionStorage.setItem(
        key,
        JSON.stringify([{ path: '/apps/kanban/update-task-board', fault: '500' }]),
      ),
    FAULTS_KEY,
  );
  await dragWithKeys(page, title, 'Em andamento');
  await expect(
    page.getByText('Não foi possível mover o cartão; ele voltou ao lugar'),
  ).toBeVisible();
  await expect(card(column(page, 'A fazer'), title)).toBeVisible();
  await expect(card(column(page, 'Em andamento'), title)).toHaveCount(0);

  // The whole board failing says so in its place, with a retry.
  await page.evaluate(
    (key) => sessionStorage.setItem(key, JSON.stringify([{ path: '/apps/kanban/', fault: '500' }])),
    FAULTS_KEY,
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar o quadro');
  await page.evaluate((key) => sessionStorage.removeItem(key), FAULTS_KEY);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(card(column(page, 'A fazer'), title)).toBeVisible();
  expect(await boardOf(page, title)).toBe('todo');
});

/** A 2×2 PNG (red, green, blue, white), written out so the test needs no file on disk. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);

test('gives a card a cover picture, kept apart from the card, still there after a reload', async ({
  page,
}) => {
  const title = 'Definir metas do painel de vendas';
  await page.goto('/apps/kanban');
  const item = page.getByRole('listitem').filter({ hasText: title });
  // The cover is the card's first picture, without words (the people have names).
  const coverOf = (scope: Locator) => scope.locator('article > img');
  await expect(coverOf(item)).toHaveCount(0);
  await item.getByRole('button', { name: title, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar tarefa' });
  await expect(drawer.getByText('Sem imagem.')).toBeVisible();

  // A file that is not a picture is refused beside the field, before any call.
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Escolher imagem' }).click();
  await (
    await chooser
  ).setFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
  await expect(drawer.getByText('Escolha uma imagem PNG, JPEG, WebP ou GIF.')).toBeVisible();

  const again = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Escolher imagem' }).click();
  await (await again).setFiles({ name: 'capa.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(drawer.getByRole('button', { name: 'Trocar imagem' })).toBeVisible();
  await expect(drawer.getByText('Escolha uma imagem PNG, JPEG, WebP ou GIF.')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tarefa salva.')).toBeVisible();
  await expect(coverOf(item)).toHaveAttribute('src', /^blob:/);

  // The card keeps the picture's address, a few dozen characters, not its bytes.
  const stored = await readDemoRows<{ title: string; coverImage?: string }>(page, 'kanban-tasks');
  const cover = stored?.find((row) => row.title === title)?.coverImage ?? '';
  expect(cover).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

  await page.reload();
  const shown = coverOf(page.getByRole('listitem').filter({ hasText: title }));
  await expect(shown).toHaveAttribute('src', /^blob:/);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
});
