import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/** The nine tiles by their accessible names (the statistics calls' titles), in page order. */
const tiles = [
  'Pedidos',
  'Lucro',
  'Assinantes conquistados',
  'Receita gerada',
  'Vendas',
  'Pedidos recebidos',
  'Tráfego do site',
  'Usuários ativos',
  'Newsletter',
];

const chartTiles = (page: Page) => page.getByRole('region', { name: 'Com gráfico' });
const summary = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Estatísticas' }) });

/**
 * What each tile with a chart shows, read in one go: its state, whether its headline has
 * digits, whether its drawing has a size, and how many data tables it carries.
 */
const drawnTiles = (page: Page) =>
  chartTiles(page).evaluate((section) =>
    [...section.querySelectorAll('section[aria-label]')].map((card) => {
      const box = card.querySelector('[data-chart] svg')?.getBoundingClientRect();
      return {
        name: card.getAttribute('aria-label'),
        state: card.getAttribute('data-state'),
        figure: /\d/.test(card.querySelector('p')?.textContent ?? ''),
        drawn: box !== undefined && box.width > 0 && box.height > 0,
        tables: card.querySelectorAll('table').length,
      };
    }),
  );

for (const skin of ['light', 'dark'] as const) {
  test(`every statistics tile shows a figure and a drawn chart (${skin})`, async ({ page }) => {
    await seedStorage(page, { skin: JSON.stringify(skin) });
    await page.goto('/cards/statistics');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => drawnTiles(page), { timeout: 45_000 })
      .toEqual(
        tiles.map((name) => ({ name, state: 'ready', figure: true, drawn: true, tables: 1 })),
      );
    await expect(summary(page).getByRole('listitem')).toHaveCount(4);
    await expect(summary(page).getByRole('listitem').first()).toHaveText(/\d/);
  });
}

test('the range menu of a chart tile changes its figure', async ({ page }) => {
  await page.goto('/cards/statistics');
  const orders = chartTiles(page).getByRole('region', { name: 'Pedidos', exact: true });
  const figure = orders.locator('p').first();
  await expect(orders).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  const before = await figure.textContent();
  await orders.getByRole('button', { name: 'Período de Pedidos: Últimos 28 dias' }).click();
  await page.getByRole('menuitem', { name: 'Último ano' }).click();
  await expect(orders.getByRole('table', { name: 'Pedidos, Último ano' })).toBeAttached();
  await expect(figure).not.toHaveText(before ?? '');
});
