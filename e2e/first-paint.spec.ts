import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedStorage, test } from './fixtures';
import { credentials, readSession, storageFor } from './session';

/**
 * The sign-in page comes as HTML (vite-plugins/prerender-login.ts) and the app hydrates it.
 * Holding the entry script back shows what a visitor has before any script has run.
 */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const root = (page: Page) => page.locator('#root');
const hydrated = (page: Page) => expect(root(page)).not.toHaveAttribute('data-prerendered');

async function openBeforeScripts(page: Page, path = '/login') {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test.describe('the prerendered sign-in page', () => {
  test('a password typed before the scripts finish survives hydration and signs in', async ({
    page,
  }) => {
    const release = await openBeforeScripts(page);
    await expect(root(page)).toHaveAttribute('data-prerendered', '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Boas-vindas ao Mirante' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(credentials.admin.password);

    release();
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      credentials.admin.email,
    );
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(credentials.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
    expect(JSON.parse((await readSession(page)).userData ?? '{}')).toMatchObject({
      email: credentials.admin.email,
    });
  });

  test('Enter pressed before the scripts run is held, never sent as a plain form, then signs in', async ({
    page,
  }) => {
    const release = await openBeforeScripts(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.client.email);
    await page.getByLabel('Senha', { exact: true }).fill(credentials.client.password);
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expect(root(page)).toHaveAttribute('data-submit-pending', '');
    // The password never travels in the address.
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page).not.toHaveURL(/\/login/);
    expect(JSON.parse((await readSession(page)).userData ?? '{}')).toMatchObject({
      email: credentials.client.email,
    });
  });

  test('passes axe with no hydration error, in Portuguese and then in English', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expectAccessible(page, 'prerendered login, br');

    // A stored language picks the English HTML before the first paint.
    await page.evaluate(() => localStorage.setItem('language', '"en"'));
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Mirante' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    release();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'prerendered login, en');
  });

  test('a stored dark skin and right-to-left direction apply before the first paint', async ({
    page,
  }) => {
    await seedStorage(page, { skin: '"dark"', direction: '"rtl"' });
    const release = await openBeforeScripts(page);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    release();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});

test.describe('a signed-in visitor', () => {
  test.use({ storageState: storageFor('admin') });

  test('never sees the sign-in markup', async ({ page }) => {
    const release = await openBeforeScripts(page);
    await expect(page.getByRole('status', { name: 'Carregando…' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    await expect(root(page)).not.toHaveAttribute('data-prerendered');
    release();
    await expect(page).not.toHaveURL(/\/login/);
  });
});
