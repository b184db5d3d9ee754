import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
const lifted = (page: Page) =>
  expect(page.locator('[aria-roledescription="sortable"][aria-pressed="true"]')).toHaveCount(1);

/**
 * The 500-card board in a real browser. Asserted: every card is on the board and both drags
 * land. Printed as figures (a busy runner is slower, not wrong): the time from navigation to
 * the whole board, and the time of a keyboard drag and of a mouse drag across columns.
 */
test('500 cards render and drag across columns', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await seedStorage(page, { 'mirante:demo-large-kanban': 'on' });
  const loading = Date.now();
  await page.goto('/apps/kanban');
  const todo = column(page, 'A fazer');
  const inProgress = column(page, 'Em andamento');
  const done = column(page, 'Concluído');
  // Each column draws its first 40 cards and says how many more it holds.
  await expect(page.locator('[data-task-id]')).toHaveCount(120, { timeout: 60_000 });
  const renderMs = Date.now() - loading;
  await expect(todo.getByText('167 tarefas', { exact: true })).toHaveCount(1);
  await expect(inProgress.getByText('167 tarefas', { exact: true })).toHaveCount(1);
  await expect(done.getByText('166 tarefas', { exact: true })).toHaveCount(1);
  await expect(todo.getByRole('listitem')).toHaveCount(40);

  const more = Date.now();
  await todo.getByRole('button', { name: 'Mostrar mais 40 (faltam 127)' }).click();
  await expect(todo.getByRole('listitem')).toHaveCount(80);
  const moreMs = Date.now() - more;

  // Keyboard: the first card of "A fazer" to "Em andamento".
  const first = todo.getByRole('listitem').first();
  const firstId = await first.getAttribute('data-task-id');
  const keys = Date.now();
  await first.getByRole('button', { name: /^Mover/ }).focus();
  await page.keyboard.press('Space');
  await lifted(page);
  await page.keyboard.press('ArrowRight');
  await expect(inProgress.locator(`[data-task-id="${firstId}"]`)).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.locator('[aria-pressed="true"][aria-roledescription="sortable"]')).toHaveCount(
    0,
  );
  const keyMs = Date.now() - keys;
  await expect(todo.getByText('166 tarefas', { exact: true })).toHaveCount(1);
  await expect(inProgress.getByText('168 tarefas', { exact: true })).toHaveCount(1);

  // Mouse: the first card of "Em andamento" onto the first card of "Concluído".
  const from = inProgress.getByRole('listitem').nth(1);
  const fromId = await from.getAttribute('data-task-id');
  const start = await from.boundingBox();
  const end = await done.getByRole('listitem').first().boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  const mouse = Date.now();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await lifted(page);
  await page.mouse.up();
  await expect(done.locator(`[data-task-id="${fromId}"]`)).toHaveCount(1);
  const mouseMs = Date.now() - mouse;
  await expect(done.getByText('167 tarefas', { exact: true })).toHaveCount(1);

  testInfo.annotations.push({
    type: 'measure',
    description: `500 kanban cards: board shown ${renderMs} ms after navigation (40 cards drawn per column); 40 more drawn in ${moreMs} ms; keyboard drag across columns (lift, one arrow, drop) ${keyMs} ms; mouse drag across columns ${mouseMs} ms (17 pointer moves included)`,
  });
  process.stdout.write(`${testInfo.annotations.at(-1)?.description ?? ''}\n`);
});
