import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSeedVersion, readDemoRows, writeDemoRows } from './demo-db';
import { signIn, storageFor } from './session';
import { firstSampleRow } from './mailbox';

/**
 * Damaged demo data heals (`src/lib/demo/db.ts`): rows of the wrong shape in a stored
 * collection are replaced by its seed with one console warning, so nobody is locked out
 * and no page breaks until site data is cleared. Signed out: each test signs in itself.
 */
// Stored under the current seed version, so only the rows' shape can make them be refused.
// The demo users are at their version 2 (salted password digests), the others at 1.
const junk = [null, 1, 'x'];

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Demo data ')) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

async function signInToInbox(page: Page) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  // Through the menu, as a person does: a reload here could cut short the home page's heal of
  // a collection (its write not yet committed), and the next page would heal it again.
  await page
    .getByRole('list', { name: 'Aplicativos e páginas' })
    .getByRole('link', { name: 'E-mail', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible();
  await expect(firstSampleRow(page)).toBeVisible();
}

test('junk in the stored demo users: the administrator still signs in', async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.goto('/login');
  await writeDemoRows(page, 'auth-users', junk, demoSeedVersion(2));
  await signInToInbox(page);
  expect(warnings).toEqual(['Demo data "auth-users" was damaged and has been restored']);
  const users = await readDemoRows<{ email: string }>(page, 'auth-users');
  expect(users?.map((user) => user.email)).toEqual(['admin@demo.com', 'client@demo.com']);
});

test('junk in the session logs, emails and bookmarks: signing in lands on a full inbox', async ({
  page,
}) => {
  const warnings = collectWarnings(page);
  await page.goto('/login');
  await writeDemoRows(page, 'auth-sessions', junk);
  await writeDemoRows(page, 'emails', [{ id: 1 }]);
  await writeDemoRows(page, 'bookmarks', junk);
  await signInToInbox(page);
  await expect
    .poll(() => [...warnings].sort())
    .toEqual([
      'Demo data "auth-sessions" was damaged and has been restored',
      'Demo data "bookmarks" was damaged and has been restored',
      'Demo data "emails" was damaged and has been restored',
    ]);
});

test.describe('impossible values in stored rows', () => {
  test.use({ storageState: storageFor('admin') });

  /** Stores collection `name` again with its first row changed by `spoil`, then reloads. */
  async function spoilFirst<T>(page: Page, name: string, spoil: (row: T) => T) {
    await expect.poll(() => readDemoRows<T>(page, name)).not.toBeNull();
    const [first, ...rest] = (await readDemoRows<T>(page, name)) ?? [];
    if (!first) throw new Error(`${name} has rows`);
    await writeDemoRows(page, name, [spoil(first), ...rest]);
  }

  test('an invoice issued on 2026-99-99: the list and the home page still show, healed', async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await page.goto('/apps/invoice/list');
    const table = page.getByRole('table', { name: 'Faturas' });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
    await spoilFirst<{ issuedDate: string }>(page, 'invoices', (row) => ({
      ...row,
      issuedDate: '2026-99-99',
    }));
    await page.reload();
    // The rows, not their loading stand-ins: the newest invoice is on the first page.
    await expect(table.getByText('#4150')).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => warnings)
      .toEqual(['Demo data "invoices" was damaged and has been restored']);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Invalid time value')).toHaveCount(0);
    const stored = (await readDemoRows<{ issuedDate: string }>(page, 'invoices')) ?? [];
    expect(stored.filter((row) => row.issuedDate === '2026-99-99')).toHaveLength(0);
  });

  test('a chat message sent at an impossible time: the chat still shows, healed', async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await page.goto('/apps/chat');
    const chats = page.getByRole('region', { name: 'Conversas', exact: true });
    await expect(chats.getByRole('button').first()).toBeVisible({ timeout: 60_000 });
    await spoilFirst<{ messages: { time: string }[] }>(page, 'chat-chats', (chat) => ({
      ...chat,
      messages: chat.messages.map((message) => ({ ...message, time: '2026-99-99T10:00:00.000Z' })),
    }));
    await page.reload();
    await expect(chats.getByRole('button').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect
      .poll(() => warnings)
      .toEqual(['Demo data "chat-chats" was damaged and has been restored']);
  });
});
