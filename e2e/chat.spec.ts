import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { injectFaults, liftFaults } from './faults';
import { expect, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/** The sample contacts (src/features/chat/demo/samples.ts). */
const GABRIELA = 'Gabriela Ribeiro'; // a chat with 3 unseen messages
const ANA = 'Ana Beatriz Souza'; // a chat with 2 unseen messages
const EDUARDA = 'Eduarda Nascimento'; // no chat yet

const chats = (page: Page) => page.getByRole('region', { name: 'Conversas', exact: true });
const contacts = (page: Page) => page.getByRole('region', { name: 'Contatos', exact: true });
const row = (list: ReturnType<typeof chats>, name: string) =>
  list.getByRole('button', { name: new RegExp(name) });
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversa', exact: true });
const log = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });

type StoredChat = { userId: number; unseenMsgs: number; messages: { message: string }[] };
const storedChat = async (page: Page, userId: number) =>
  (await readDemoRows<StoredChat>(page, 'chat-chats'))?.find((chat) => chat.userId === userId);

async function openChat(page: Page, name: string) {
  await row(chats(page), name).click();
  await expect(conversation(page).getByRole('heading', { level: 2, name })).toBeVisible();
}

test('opening a chat with unseen messages clears its badge, for good', async ({ page }) => {
  await page.goto('/apps/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const gabriela = row(chats(page), GABRIELA);
  await expect(gabriela).toContainText('3 mensagens não lidas');
  await openChat(page, GABRIELA);
  await expect(page).toHaveURL(/\?id=7$/);
  await expect(log(page)).toContainText('Eles pedem 12% no primeiro ano.');
  await expect(gabriela).not.toContainText('não lidas');
  await expect.poll(async () => (await storedChat(page, 7))?.unseenMsgs).toBe(0);
  await page.reload();
  await expect(conversation(page).getByRole('heading', { level: 2, name: GABRIELA })).toBeVisible();
  await expect(row(chats(page), GABRIELA)).toBeVisible();
  await expect(row(chats(page), GABRIELA)).not.toContainText('não lidas');
  await expect(row(chats(page), ANA)).toContainText('2 mensagens não lidas');
});

test('a message sent with Enter is there after a reload, its chat first and seen', async ({
  page,
}) => {
  await page.goto('/apps/chat');
  await openChat(page, ANA);
  await composer(page).fill('Aprovado! Pode publicar o vídeo amanhã cedo.');
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(log(page)).toContainText('Aprovado! Pode publicar o vídeo amanhã cedo.');
  await expect
    .poll(async () => (await storedChat(page, 1))?.messages.at(-1)?.message)
    .toBe('Aprovado! Pode publicar o vídeo amanhã cedo.');
  await page.reload();
  await expect(log(page)).toContainText('Aprovado! Pode publicar o vídeo amanhã cedo.');
  const first = chats(page).getByRole('button').first();
  await expect(first).toContainText(ANA);
  await expect(first).toContainText('Você: Aprovado! Pode publicar');
  await expect(first).not.toContainText('não lidas');
});

test('a contact without a chat gets one with the first message', async ({ page }) => {
  await page.goto('/apps/chat');
  await expect(row(chats(page), EDUARDA)).toHaveCount(0);
  await row(contacts(page), EDUARDA).click();
  await expect(page).toHaveURL(/\?id=5$/);
  await expect(conversation(page).getByText('Nenhuma mensagem ainda')).toBeVisible();
  await composer(page).fill('Oi, Eduarda! Você pode me mandar o calendário de férias?');
  await composer(page).press('Enter');
  await expect(log(page)).toContainText('calendário de férias');
  await expect(row(chats(page), EDUARDA)).toBeVisible();
  await expect(row(contacts(page), EDUARDA)).toHaveCount(0);
  await page.reload();
  await expect(log(page)).toContainText('calendário de férias');
  await expect(row(chats(page), EDUARDA)).toBeVisible();
  await expect(row(contacts(page), EDUARDA)).toHaveCount(0);
});

test('Shift+Enter starts a new line; a blank message cannot be sent', async ({ page }) => {
  await page.goto('/apps/chat?id=2');
  await expect(log(page)).toContainText('Conferi, tudo certo.');
  const send = page.getByRole('button', { name: 'Enviar mensagem' });
  await expect(send).toBeDisabled();
  await composer(page).fill('   ');
  await composer(page).press('Enter');
  await expect(send).toBeDisabled();
  await composer(page).fill('');
  await composer(page).pressSequentially('Linha um');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('Linha dois');
  await expect(composer(page)).toHaveValue('Linha um\nLinha dois');
  await expect(log(page)).not.toContainText('Linha um');
  await send.click();
  const bubble = log(page).getByText(/Linha um\s+Linha dois/);
  await expect(bubble).toBeVisible();
  // Two lines on screen, not one.
  expect(await bubble.evaluate((node) => (node as HTMLElement).innerText)).toBe(
    'Linha um\nLinha dois',
  );
  await expect
    .poll(async () => (await storedChat(page, 2))?.messages.at(-1)?.message)
    .toBe('Linha um\nLinha dois');
});

test('a failed send shows on the message, survives a reload, and its retry sends it', async ({
  page,
}) => {
  await injectFaults(page, { path: '/apps/chat/send-msg', fault: '500' });
  await page.goto('/apps/chat');
  await openChat(page, 'Camila Rocha');
  await composer(page).fill('Li o resumo, ficou excelente!');
  await composer(page).press('Enter');
  await expect(log(page)).toContainText('Li o resumo, ficou excelente!');
  await expect(log(page).getByText('Não enviada')).toBeVisible();
  expect((await storedChat(page, 3))?.messages.at(-1)?.message).not.toBe(
    'Li o resumo, ficou excelente!',
  );
  await liftFaults(page);
  // The unsent message is kept for this user across a reload (the chat's outbox).
  await page.reload();
  await expect(log(page).getByText('Não enviada')).toBeVisible({ timeout: 60_000 });
  await expect(log(page)).toContainText('Li o resumo, ficou excelente!');
  await log(page).getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(log(page).getByText('Não enviada')).toHaveCount(0);
  await expect
    .poll(async () => (await storedChat(page, 3))?.messages.at(-1)?.message)
    .toBe('Li o resumo, ficou excelente!');
  await page.reload();
  await expect(log(page).getByText('Li o resumo, ficou excelente!')).toHaveCount(1);
});

test('the status is changed from the panel and kept', async ({ page }) => {
  await page.goto('/apps/chat');
  await page.getByRole('button', { name: /Seu status: Online/ }).click();
  await page.getByRole('menuitem', { name: 'Ausente' }).click();
  await expect(page.getByRole('button', { name: /Seu status: Ausente/ })).toBeVisible();
  await expect
    .poll(async () => (await readDemoRows<{ status: string }>(page, 'chat-profile'))?.[0]?.status)
    .toBe('away');
  await page.reload();
  await expect(page.getByRole('button', { name: /Seu status: Ausente/ })).toBeVisible();
});

test('on a phone one pane shows at a time: the list, then the conversation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/apps/chat');
  await expect(row(chats(page), GABRIELA)).toBeVisible();
  await expect(conversation(page)).toBeHidden();
  await openChat(page, GABRIELA);
  await expect(chats(page)).toBeHidden();
  await expect(composer(page)).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
  await page.getByRole('button', { name: 'Voltar às conversas' }).click();
  await expect(page).toHaveURL(/\/apps\/chat$/);
  await expect(row(chats(page), GABRIELA)).toBeVisible();
  await expect(conversation(page)).toBeHidden();
});

test('a list that fails to load says so with a retry; an unknown contact says so', async ({
  page,
}) => {
  await injectFaults(page, { path: '/apps/chat/chats-and-contacts', fault: '500' });
  await page.goto('/apps/chat');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Não foi possível carregar as conversas' });
  await expect(alert).toContainText('O servidor encontrou um problema');
  await liftFaults(page);
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(row(chats(page), GABRIELA)).toBeVisible();

  await page.goto('/apps/chat?id=999');
  await expect(conversation(page).getByText('Contato não encontrado')).toBeVisible();
  await conversation(page).getByRole('button', { name: 'Ver conversas' }).click();
  await expect(page).toHaveURL(/\/apps\/chat$/);
  await expect(page.getByText('Comece uma conversa')).toBeVisible();
});

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`the chat fills the window and the page does not scroll past it at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/apps/chat');
    await expect(row(chats(page), GABRIELA)).toBeVisible();
    // The lists hold more than they show (their words for screen readers included): none of it
    // may lengthen the page.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(overflow, 'px the page scrolls past the chat').toBeLessThanOrEqual(0);
  });
}
