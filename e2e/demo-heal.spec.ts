import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSeedVersion, readDemoRows, writeDemoRows } from './demo-db';
import { signIn } from './session';
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
  await page.goto('/apps/email');
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
