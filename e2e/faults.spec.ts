import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { injectFaults, liftFaults, type Fault } from './faults';
import { credentials, storageFor } from './session';
import { firstSampleRow, inboxRow } from './mailbox';

/**
 * Every built area, with one family of its demo calls failing (issue 17, fault injection):
 * the page says what failed and why, in place, with a retry — never a blank page or the
 * crash page — and recovers once the fault is lifted and the retry is pressed.
 */
const crashPage = (page: Page) => page.getByText('Esta página encontrou um problema');
const retry = (page: Page) => page.getByRole('button', { name: 'Tentar novamente' });

const reasons: Record<Fault, string> = {
  '500': 'O servidor encontrou um problema. Tente novamente em instantes.',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  malformed: 'O servidor respondeu algo inesperado.',
};

test.describe('signed in', () => {
  test.use({ storageState: storageFor('admin') });

  for (const fault of ['500', 'timeout', 'malformed'] as const) {
    test(`email list, ${fault}`, async ({ page }) => {
      await injectFaults(page, { path: '/apps/email/emails', fault });
      await page.goto('/apps/email');
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Não foi possível carregar os e-mails.' });
      await expect(alert).toContainText(reasons[fault]);
      await expect(page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible();
      await expect(crashPage(page)).toHaveCount(0);
      await liftFaults(page);
      await retry(page).click();
      await expect(firstSampleRow(page)).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  }

  test('email reader, 500', async ({ page }) => {
    await injectFaults(page, { path: '/apps/email/get-email', fault: '500' });
    await page.goto('/apps/email');
    await inboxRow(page, 'Convite: reunião de planejamento 2027').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir o e-mail.' });
    await expect(alert).toContainText(reasons['500']);
    await expect(crashPage(page)).toHaveCount(0);
    await liftFaults(page);
    await retry(page).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Convite: reunião de planejamento 2027' }),
    ).toBeVisible();
  });

  test('permissions list, 500', async ({ page }) => {
    await injectFaults(page, { path: '/apps/permissions/data', fault: '500' });
    await page.goto('/apps/permissions');
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar' });
    await expect(alert).toContainText(reasons['500'], { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Permissões' })).toBeVisible();
    await expect(crashPage(page)).toHaveCount(0);
    await liftFaults(page);
    await retry(page).click();
    await expect(page.getByRole('cell', { name: 'Gestão', exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('shop products, 500', async ({ page }) => {
    await injectFaults(page, { path: '/apps/ecommerce/products', fault: '500' });
    await page.goto('/apps/ecommerce/shop');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar os produtos' });
    await expect(alert).toContainText(reasons['500']);
    await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
    await expect(crashPage(page)).toHaveCount(0);
    await liftFaults(page);
    await retry(page).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('cart, timeout: the checkout says so in place; an add puts the button back', async ({
    page,
  }) => {
    await injectFaults(page, { path: '/apps/ecommerce/cart', fault: 'timeout' });
    await page.goto('/apps/ecommerce/checkout');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar o carrinho' });
    await expect(alert).toContainText(reasons.timeout);
    await expect(crashPage(page)).toHaveCount(0);

    await page.goto('/apps/ecommerce/shop');
    const product = page.getByRole('article').first();
    await product.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByText('Não foi possível atualizar o carrinho.')).toBeVisible();
    await expect(product.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
    await liftFaults(page);
    await product.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(product.getByRole('link', { name: 'Ver no carrinho' })).toBeVisible();
    // The link shows at once (optimistic): leaving before the add is saved would drop it.
    await expect(page.locator('html[data-busy="false"]')).toBeAttached();
    await page.goto('/apps/ecommerce/checkout');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  });

  test('bookmarks menu, 500', async ({ page }) => {
    await injectFaults(page, { path: '/api/bookmarks/', fault: '500' });
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Favoritos' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar' });
    await expect(alert).toContainText(reasons['500']);
    await liftFaults(page);
    await retry(page).click();
    await expect(page.getByRole('button', { name: 'Remover E-mail dos favoritos' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Favoritos' }).getByRole('link', { name: 'E-mail' }),
    ).toBeVisible();
  });

  test('global search, malformed', async ({ page }) => {
    await injectFaults(page, { path: '/api/main-search/', fault: 'malformed' });
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Buscar (Ctrl+K)' }).click();
    await expect(page.getByText('Não foi possível carregar a busca.')).toBeVisible();
    await liftFaults(page);
    await retry(page).click();
    await page.getByRole('textbox', { name: 'Busca global' }).fill('tipo');
    await expect(
      page.getByRole('group', { name: 'Páginas' }).getByRole('button', { name: /Tipografia/ }),
    ).toBeVisible();
  });
});

test('login, the auth call answers 500: said in words, then signs in', async ({ page }) => {
  await injectFaults(page, { path: '/api/login', fault: '500' });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(reasons['500'])).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await liftFaults(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
