import type { Page } from '@playwright/test';
import { injectFaults, liftFaults } from './faults';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/** The eight analytics cards by their headings, in page order. */
const cards = [
  'Central de suporte',
  'Média de sessões',
  'Visão geral da meta',
  'Relatório de receita',
  'Receita',
  'Sessões por dispositivo',
  'Pedidos de produtos',
  'Clientes',
];

/** A card: a region named by its heading. */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * What each card shows, read in one go: its state, whether it shows a figure, whether every
 * drawing in it has a size, and how many data tables it carries.
 */
const drawnCards = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('section[data-state]')].map((section) => {
      const drawings = [...section.querySelectorAll('[data-chart] svg')].map((svg) =>
        svg.getBoundingClientRect(),
      );
      const text = [...section.querySelectorAll('p')].map((p) => p.textContent ?? '').join(' ');
      return {
        name: section.querySelector('h2')?.textContent,
        state: section.getAttribute('data-state'),
        figure: /\d/.test(text),
        drawn: drawings.length > 0 && drawings.every((box) => box.width > 0 && box.height > 0),
        tables: section.querySelectorAll('table').length,
      };
    }),
  );

for (const skin of ['light', 'dark'] as const) {
  test(`every analytics card shows its figures and a drawn chart (${skin})`, async ({ page }) => {
    await seedStorage(page, { skin: JSON.stringify(skin) });
    await page.goto('/cards/analytics');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cartões de análises' }),
    ).toBeVisible();
    await expect
      .poll(() => drawnCards(page), { timeout: 45_000 })
      .toEqual(
        cards.map((name) => ({ name, state: 'ready', figure: true, drawn: true, tables: 1 })),
      );
    // Colours come from the theme's variables, so they follow the skin without a redraw.
    const bars = card(page, 'Média de sessões').locator('[data-chart] .recharts-rectangle');
    await expect(bars).toHaveCount(7);
    for (const fill of await bars.evaluateAll((all) => all.map((bar) => bar.getAttribute('fill'))))
      expect(fill).toMatch(/^var\(--(mantine-color-mirante-\d|analytics-muted-bar)\)$/);
  });
}

test('the range menu of a card asks again and changes its figures', async ({ page }) => {
  await page.goto('/cards/analytics');
  const tracker = card(page, 'Central de suporte');
  await expect(tracker).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  const total = tracker.locator('p').first();
  const before = await total.textContent();
  await tracker
    .getByRole('button', { name: 'Período de Central de suporte: Últimos 28 dias' })
    .click();
  await page.getByRole('menuitem', { name: 'Último ano' }).click();
  await expect(
    tracker.getByRole('button', { name: 'Período de Central de suporte: Último ano' }),
  ).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  await expect(tracker).toHaveAttribute('aria-busy', 'false');

  const report = card(page, 'Relatório de receita');
  await expect(report.getByText('Receita em 2020')).toBeVisible();
  await report.getByRole('button', { name: 'Ano do relatório de receita: 2020' }).click();
  await page.getByRole('menuitem', { name: '2019' }).click();
  await expect(report.getByText('Receita em 2019')).toBeVisible();
});

test('a card whose call fails shows a retry in its place; the others stay', async ({ page }) => {
  await injectFaults(page, { path: '/card/card-analytics/customers', fault: '500' });
  await page.goto('/cards/analytics');
  const customers = card(page, 'Clientes');
  const alert = customers.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar “Clientes”', { timeout: 45_000 });
  await expect(page.locator('section[data-state="ready"]')).toHaveCount(7);
  await liftFaults(page);
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(customers).toHaveAttribute('data-state', 'ready');
  await expect(customers.getByText('Clientes no período')).toBeVisible();
});
