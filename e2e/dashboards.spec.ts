import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { injectFaults, liftFaults } from './faults';
import { storageFor } from './session';
import { storeLayout, type Skin } from './smoke-checks';

/**
 * The two dashboards as an administrator sees them: every card arrives with its figures and a
 * drawn chart, in light and dark; a card's time range changes what it shows; a failing call
 * costs one card (a retry in its place), never the dashboard.
 */
test.use({ storageState: storageFor('admin') });

const cards = (page: Page) => page.locator('main section[data-state]');
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every card of the page has settled, and none failed. */
async function allReady(page: Page, count: number) {
  await expect(cards(page)).toHaveCount(count);
  await expect(page.locator('main section[data-state="loading"]')).toHaveCount(0);
  await expect(page.locator('main section[data-state="failed"]')).toHaveCount(0);
}

/** The boxes of the charts drawn in `scope`: each must have a width and a height. */
async function chartBoxes(scope: Locator) {
  return scope.locator('svg.recharts-surface').evaluateAll((charts) =>
    charts.map((chart) => {
      const box = chart.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height)];
    }),
  );
}

const dashboards = [
  { path: '/', heading: 'Comércio eletrônico', cards: 9, charts: 5 },
  { path: '/dashboard/analytics', heading: 'Análises', cards: 12, charts: 9 },
] as const;

for (const dashboard of dashboards) {
  for (const skin of ['light', 'dark'] as Skin[]) {
    test(`${dashboard.path}: every card with its data and a drawn chart, ${skin}`, async ({
      page,
    }) => {
      await page.goto('/misc/coming-soon');
      await storeLayout(page, skin, 'ltr');
      await page.goto(dashboard.path);
      await expect(page.getByRole('heading', { level: 1, name: dashboard.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
      await allReady(page, dashboard.cards);
      // The charts come after the figures (their library is fetched after the first render).
      await expect
        .poll(async () => (await chartBoxes(page.locator('main'))).length)
        .toBeGreaterThanOrEqual(dashboard.charts);
      const boxes = await chartBoxes(page.locator('main'));
      console.log(`${dashboard.path} ${skin}: ${boxes.length} charts`, JSON.stringify(boxes));
      expect(boxes.length).toBeGreaterThanOrEqual(dashboard.charts);
      for (const [width, height] of boxes) {
        expect(width).toBeGreaterThan(0);
        expect(height).toBeGreaterThan(0);
      }
      // Each chart carries its data as text for screen readers.
      expect(await page.locator('main table caption').count()).toBeGreaterThanOrEqual(
        dashboard.charts,
      );
    });
  }
}

test('the e-commerce dashboard is home after sign-in, and /dashboard/ecommerce leads there', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comércio eletrônico' })).toBeVisible();
  await page.goto('/dashboard/ecommerce');
  await expect(page).toHaveURL(/\/$/);
  await expect(card(page, 'Transações recentes')).toHaveAttribute('data-state', 'ready');
  await expect(
    card(page, 'Transações recentes').getByRole('table').locator('tbody tr'),
  ).toHaveCount(5);
});

test('a time range changes what a card shows', async ({ page }) => {
  await page.goto('/');
  const customers = card(page, 'Clientes');
  await expect(customers).toHaveAttribute('data-state', 'ready');
  const before = await customers.locator('table').innerText();
  await customers.getByRole('button', { name: /Período de Clientes/ }).click();
  await page.getByRole('menuitem', { name: 'Último ano' }).click();
  await expect(customers.getByRole('button', { name: /Último ano/ })).toBeVisible();
  await expect(customers).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => customers.locator('table').innerText()).not.toBe(before);
});

test('a failing card shows its retry in place; the others stay', async ({ page }) => {
  await injectFaults(page, { path: '/card/card-analytics/goal-overview', fault: '500' });
  await page.goto('/');
  const goal = card(page, 'Visão geral da meta');
  await expect(goal).toHaveAttribute('data-state', 'failed');
  await expect(goal.getByRole('alert')).toContainText('O servidor encontrou um problema');
  await expect(page.locator('main section[data-state="ready"]')).toHaveCount(8);
  await liftFaults(page);
  await goal.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(goal).toHaveAttribute('data-state', 'ready');
  await expect(goal.getByRole('alert')).toHaveCount(0);
});

test.describe('cards before charts', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test('every card shows its figures while its chart library cannot arrive', async ({ page }) => {
    let asked = 0;
    await page.route(/\/assets\/mantine-charts-[^/]+\.js$/, (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto('/');
    await allReady(page, 9);
    // Each card's figures are there, its chart's room kept, and no chart drawn.
    const figures = await cards(page).evaluateAll((sections) =>
      sections.map((section) =>
        [...section.querySelectorAll('p')].some((p) => /\d/.test(p.textContent ?? '')),
      ),
    );
    expect(figures).toEqual(Array.from({ length: 9 }, () => true));
    expect(asked).toBeGreaterThan(0);
    await expect(page.locator('main svg.recharts-surface')).toHaveCount(0);
    const rooms = await page
      .locator('main [data-chart-room]')
      .evaluateAll((all) => all.map((room) => Math.round(room.getBoundingClientRect().height)));
    expect(rooms.length).toBeGreaterThanOrEqual(4);
    for (const height of rooms) expect(height).toBeGreaterThan(0);
  });
});

test.describe('the table below the fold', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test('is not needed for the first render; its card says so when it cannot arrive, and retries', async ({
    page,
  }) => {
    // The data table's chunk: not among the dashboard's preloads, and blocked.
    const table = /\/assets\/data-table-[\w-]{8}\.js$/;
    const html = await (await page.request.get('/')).text();
    const [, names = '[]', routes = '[]'] =
      /var names = (\[.*?\]);\s*var routes = (\[.*?\]);/s.exec(html) ?? [];
    const home = (JSON.parse(routes) as [string, string, number[]][]).find(
      ([pattern]) => pattern === '^//?$',
    );
    const files = (home?.[2] ?? []).map((index) => (JSON.parse(names) as string[])[index]);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => table.test(file ?? ''))).toEqual([]);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (table.test(request.url())) asked.push(request.url());
    });
    await page.route(table, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const invoices = card(page, 'Transações recentes');
    await expect(invoices).toHaveAttribute('data-state', 'failed');
    await expect(invoices.getByRole('alert')).toContainText('Sem conexão com o servidor');
    // Every other card drew its data without it.
    await expect(page.locator('main section[data-state="ready"]')).toHaveCount(8);
    expect(asked.length).toBeGreaterThan(0);
    await page.unroute(table);
    await invoices.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(invoices).toHaveAttribute('data-state', 'ready');
    await expect(invoices.getByRole('row')).not.toHaveCount(0);
  });
});
