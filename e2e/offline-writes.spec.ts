import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * A write that fails offline never hides what was loaded: the list, board, calendar or chat
 * stays on screen, what was typed stays in its box (or, in the chat, as a message not sent),
 * the save says "Sem conexão", and it goes through once the connection is back.
 */
test.use({
  storageState: storageFor('admin'),
  // The demo's service worker fetches its script itself: offline, that fetch fails aloud.
  serviceWorkers: 'block',
  // Offline, whatever the browser fetches meanwhile (a picture, an idle prefetch of a page's
  // code) fails aloud; the tests judge what the page shows, not what it fetched.
  allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/],
});
test.describe.configure({ timeout: 150_000 });

/**
 * Every picture on the page downloaded: one still on its way when the connection drops fails
 * aloud in the console ("Failed to load resource"), which is the test's timing, not the app's.
 */
const picturesLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.images].every((image) => image.complete));

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
  await picturesLoaded(page);

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
  await picturesLoaded(page);

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

test('an event added offline: the calendar stays, the drawer keeps the title, and it adds online', async ({
  page,
  context,
}) => {
  await page.goto('/apps/calendar');
  const events = page.locator('.fc-event');
  await expect(events.first()).toBeVisible({ timeout: 60_000 });
  const shown = await events.count();
  const title = 'Reunião de fechamento do mês';

  // The drawer's form is downloaded when first opened: it opens before the connection drops.
  await page.getByRole('button', { name: 'Adicionar evento' }).click();
  const drawer = page.getByRole('dialog', { name: 'Adicionar evento' });
  await expect(drawer.getByRole('textbox', { name: 'Título' })).toBeVisible();
  await picturesLoaded(page);
  await context.setOffline(true);
  await drawer.getByRole('textbox', { name: 'Título' }).fill(title);
  await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Sem conexão');
  await expect(drawer.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(events).toHaveCount(shown);
  await expect(page.getByText('Não foi possível carregar')).toHaveCount(0);

  await context.setOffline(false);
  await drawer.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('.fc-event', { hasText: title })).toBeVisible();
  await expect
    .poll(async () =>
      (await readDemoRows<{ title: string }>(page, 'calendar-events'))?.some(
        (event) => event.title === title,
      ),
    )
    .toBe(true);
});

test('a chat message sent offline: the conversation stays, the message waits unsent through a reload, and its retry sends it online', async ({
  page,
  context,
}) => {
  await page.goto('/apps/chat?id=1');
  const log = page.getByRole('log');
  const loaded = 'Você consegue aprovar o vídeo até amanhã às 10h?';
  await expect(log).toContainText(loaded, { timeout: 60_000 });
  const chats = page.getByRole('region', { name: 'Conversas', exact: true });
  // The list of chats drawn before it is counted (the conversation may come first).
  await expect(chats.getByRole('button').first()).toBeVisible();
  const rows = await chats.getByRole('button').count();
  const message = 'Consegue revisar o roteiro ainda hoje?';
  const composer = page.getByRole('textbox', { name: 'Mensagem' });
  await picturesLoaded(page);

  await context.setOffline(true);
  await composer.fill(message);
  await composer.press('Enter');
  await expect(log.getByText('Não enviada')).toBeVisible();
  await expect(log).toContainText(message);
  // Its retry, still offline, leaves it unsent; the chats and the conversation stay.
  await log.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(log.getByText('Não enviada')).toBeVisible();
  await expect(log).toContainText(loaded);
  await expect(chats.getByRole('button')).toHaveCount(rows);
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Beatriz Souza' })).toBeVisible();
  await expect(page.getByText(/Não foi possível (carregar|abrir)/)).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(log.getByText('Não enviada')).toBeVisible({ timeout: 60_000 });
  await log.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(log.getByText('Não enviada')).toHaveCount(0);
  await expect
    .poll(async () => {
      const stored = await readDemoRows<{ userId: number; messages: { message: string }[] }>(
        page,
        'chat-chats',
      );
      return stored?.find((chat) => chat.userId === 1)?.messages.at(-1)?.message;
    })
    .toBe(message);
});
