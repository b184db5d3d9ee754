import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockDemoLayer, retryUntilShown } from './faults';
import { credentials, storageFor } from './session';
import { firstSampleRow, inboxRow } from './mailbox';

/**
 * Offline, and code that does not arrive (issue 17 §4): every case says so in place with a
 * retry, keeps the frame, never shows another list's rows, never the crash page, and
 * recovers once the connection is back.
 */
test.use({
  // The demo's service worker (registered once a page is idle) fetches what it controls
  // itself, out of `page.route`'s sight: these tests block and fail downloads.
  serviceWorkers: 'block',
  // What Chromium logs for the downloads refused while offline or blocked.
  // (One pattern: a two-item array would read as Playwright's [value, options].)
  allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
});

const crashPage = (page: Page) => page.getByText('Esta página encontrou um problema');
const newVersion = (page: Page) => page.getByText('Há uma versão nova do Mirante');

async function openInbox(page: Page) {
  await page.goto('/apps/email');
  await expect(firstSampleRow(page)).toBeVisible();
}

test.describe('signed in', () => {
  test.use({ storageState: storageFor('admin') });

  test('an email opened offline says so in the reader, and opens back online', async ({
    page,
    context,
  }) => {
    await openInbox(page);
    await context.setOffline(true);
    await inboxRow(page, 'Convite: reunião de planejamento 2027').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir o e-mail.' });
    await expect(alert).toContainText('Sem conexão com o servidor');
    const retry = alert.getByRole('button', { name: 'Tentar novamente' });
    await retry.click();
    await expect(alert).toContainText('Sem conexão com o servidor');
    await context.setOffline(false);
    await retryUntilShown(
      retry,
      page.getByRole('heading', { level: 2, name: 'Convite: reunião de planejamento 2027' }),
    );
  });

  test('"Spam" offline never shows the inbox under its heading', async ({ page, context }) => {
    await openInbox(page);
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: 'Pastas' })
      .getByRole('link', { name: 'Spam' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar os e-mails.' });
    await expect(alert).toContainText('Sem conexão com o servidor');
    await expect(page.getByText('Relatório de vendas do terceiro trimestre')).toHaveCount(0);
    await context.setOffline(false);
    await retryUntilShown(
      alert.getByRole('button', { name: 'Tentar novamente' }),
      page.getByRole('region', { name: 'Spam' }).getByRole('listitem').first(),
    );
    await expect(page.getByText('Relatório de vendas do terceiro trimestre')).toHaveCount(0);
  });

  test('a page not yet downloaded says "Sem conexão" in its place, and opens once online', async ({
    page,
    context,
  }) => {
    await openInbox(page);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Tipografia' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Sem conexão' });
    await expect(alert).toBeVisible();
    // The frame stays: menu, navbar, the page's title.
    await expect(page.getByRole('link', { name: 'E-mail' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
    await expect(newVersion(page)).toHaveCount(0);
    await expect(crashPage(page)).toHaveCount(0);
    const retry = alert.getByRole('button', { name: 'Tentar de novo' });
    await retry.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão' })).toHaveCount(0);
  });

  test('a page whose file the server no longer has means a new version', async ({ page }) => {
    await page.route(/\/assets\/typography-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await openInbox(page);
    await page.getByRole('link', { name: 'Tipografia' }).click();
    await expect(newVersion(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-mail' }).first()).toBeVisible();
  });

  // Pieces that float over the page: their code loads on the first click.
  for (const piece of [
    { button: 'Escrever', dialog: 'Nova mensagem' },
    { button: 'Personalizar layout', dialog: 'Personalizador' },
  ]) {
    test(`"${piece.button}" offline before its code arrived says so in the window's place`, async ({
      page,
      context,
    }) => {
      await openInbox(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: piece.button }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Sem conexão' });
      await expect(alert).toBeVisible();
      await expect(crashPage(page)).toHaveCount(0);
      // The mailbox stays usable behind it.
      await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible();
      await context.setOffline(false);
      await alert.getByRole('button', { name: 'Tentar de novo' }).click();
      await expect(page.getByRole('dialog', { name: piece.dialog })).toBeVisible();
    });
  }

  test('the demo handlers not arriving say so with a retry, and load on retry', async ({
    page,
  }) => {
    const unblock = await blockDemoLayer(page);
    await page.goto('/apps/email');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar os e-mails.' });
    await expect(alert).toContainText('Não foi possível iniciar a demonstração');
    await expect(crashPage(page)).toHaveCount(0);
    await unblock();
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(firstSampleRow(page)).toBeVisible();
  });
});

test('signing in when the demo cannot start says so plainly, then signs in', async ({ page }) => {
  const unblock = await blockDemoLayer(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByText(
      'Não foi possível iniciar a demonstração. Verifique sua conexão e tente de novo.',
    ),
  ).toBeVisible();
  await expect(page.getByText('O servidor respondeu algo inesperado.')).toHaveCount(0);
  await unblock();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('signing in offline says there is no connection', async ({ page, context }) => {
  await page.goto('/login');
  // Hydrated: the form was HTML before, and the prerendered mark goes once the app owns it.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('button', { name: 'Personalizar layout' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(/Sem conexão com o servidor/)).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
