import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The pricing page as a person uses it: the billing switch changes the prices (49 ↔ 40 a
 * month, 480 a year), is kept in the URL across a reload; the comparison scrolls inside its
 * frame on a phone. And the licence page, with its contents.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const plan = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const billing = (page: Page, period: 'Mensal' | 'Anual') =>
  page.getByRole('radiogroup', { name: 'Período de cobrança' }).getByText(period, { exact: true });

async function openPricing(page: Page, search = '') {
  await page.goto(`/pages/pricing${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preços' })).toBeVisible();
  await expect(plan(page, 'Profissional')).toBeVisible({ timeout: 30_000 });
}

test('the switch turns 49 a month into 40 a month, 480 a year, and back; the URL keeps it', async ({
  page,
}) => {
  await openPricing(page);
  const standard = plan(page, 'Profissional');
  await expect(standard.getByText(/^R\$\s49$/)).toBeVisible();
  await expect(standard.getByText('Popular')).toBeVisible();
  await expect(plan(page, 'Empresarial').getByText(/^R\$\s99$/)).toBeVisible();
  await expect(page.getByText('Economize até 19%')).toBeVisible();
  await expectAccessible(page, 'pricing, monthly');

  await billing(page, 'Anual').click();
  await expect(page.getByRole('radio', { name: 'Anual' })).toBeChecked();
  await expect(standard.getByText(/^R\$\s40$/)).toBeVisible();
  await expect(standard.getByText(/^R\$\s480 por ano$/)).toBeVisible();
  await expect(plan(page, 'Empresarial').getByText(/^R\$\s80$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]billing=yearly(&|$)/);

  await page.reload();
  await expect(plan(page, 'Profissional').getByText(/^R\$\s40$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('radio', { name: 'Anual' })).toBeChecked();

  await billing(page, 'Mensal').click();
  await expect(plan(page, 'Profissional').getByText(/^R\$\s49$/)).toBeVisible();
  await expect(page).not.toHaveURL(/billing=/);
});

test('the comparison and the FAQ; on a phone the table scrolls inside its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPricing(page);
  const table = page.getByRole('table', { name: 'Compare os planos' });
  await expect(table.getByRole('row', { name: /Acesso à API/ })).toContainText('Não incluído');
  const frame = page.getByRole('region', { name: /^Tabela de comparação dos planos/ });
  const sizes = await frame.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // The page itself does not scroll sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  const question = page.getByRole('button', { name: 'Posso cancelar a qualquer momento?' });
  await question.click();
  await expect(page.getByText(/O acesso continua até o fim do período pago/)).toBeVisible();
  await expectAccessible(page, 'pricing on a phone');
});

test('the licence page: contents that lead to each section, and its comparison', async ({
  page,
}) => {
  await page.goto('/pages/license');
  await expect(page.getByRole('heading', { level: 1, name: 'Licença' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Nesta página' })
    .getByRole('link', { name: 'Comparação das licenças' })
    .click();
  await expect(page).toHaveURL(/#license-comparison$/);
  await expect(page.getByRole('heading', { name: 'Comparação das licenças' })).toBeInViewport();
  await expect(
    page
      .getByRole('table', { name: 'Comparação das licenças' })
      .getByRole('row', { name: /Usuários pagam pelo acesso/ }),
  ).toContainText('Não');
  await expectAccessible(page, 'license');
});
