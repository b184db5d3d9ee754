import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { credentials } from './session';
import { expectNoPolicyViolations, watchPolicyViolations } from './smoke-checks';

/**
 * The demo on a plain-http origin that is not localhost (an intranet host, a LAN address):
 * no service worker can register there, and the demo still signs in and reads email,
 * answered in the page. Chromium maps a made-up host name to the local preview server,
 * which lets that name in (`preview.allowedHosts` in vite.config.ts).
 */
const host = 'mirante.intranet';

test.use({
  // The project's browser and flags, plus the host rule: this file's workers launch their own.
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
  // The project's server and port, under the made-up name.
  baseURL: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('The project has no baseURL to take the port from.');
    const url = new URL(baseURL);
    url.hostname = host;
    await use(url.origin);
  },
});

/** Whether the page could have a service worker at all, and how many are registered. */
function serviceWorkers(page: Page) {
  return page.evaluate(async () => ({
    secure: window.isSecureContext,
    api: 'serviceWorker' in navigator,
    registrations:
      'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  }));
}

const list = (page: Page) => page.getByRole('region', { name: 'Caixa de entrada' });

test('signs in and reads email on a plain-http host, with no service worker', async ({ page }) => {
  // The served policy's connect-src is 'self' on whatever host the page is opened by.
  await watchPolicyViolations(page);
  await page.goto('/login');
  expect(new URL(page.url()).hostname).toBe(host);
  const before = await serviceWorkers(page);
  console.log(`on ${new URL(page.url()).origin}: ${JSON.stringify(before)}`);
  expect(before).toMatchObject({ secure: false, registrations: 0 });

  await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/apps/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible();
  const first = list(page).getByRole('listitem').first();
  const row = (await first.textContent()) ?? '';
  await first.getByRole('button').last().click();
  await expect(page).toHaveURL(/\?open=\d+/);
  const subject = page.getByRole('heading', { level: 2 });
  await expect(subject).not.toBeEmpty();
  // The reader shows the email of the row that was opened.
  const opened = (await subject.textContent()) ?? '';
  expect(row).toContain(opened);

  // The session lives in localStorage: a reload keeps it and the demo answers again.
  await page.reload();
  await expect(page).toHaveURL(/\/apps\/email\?open=\d+/);
  await expect(subject).toHaveText(opened);
  await page
    .getByRole('navigation', { name: 'Pastas' })
    .getByRole('link', { name: /Caixa de entrada/ })
    .click();
  await expect(list(page).getByRole('listitem').first()).toContainText(opened);

  expect(await serviceWorkers(page)).toMatchObject({ secure: false, registrations: 0 });
  expect(page.context().serviceWorkers()).toHaveLength(0);
  await expectNoPolicyViolations(page, 'on a plain-http host');
});
