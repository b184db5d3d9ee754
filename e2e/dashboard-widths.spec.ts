import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';
import { PHONE } from './smoke-checks';

/**
 * The dashboards at a laptop's width and a phone's: every period selector says its words
 * whole ("Últimos 28 dias", never "Últin"), the row of statistics tiles is filled to its end
 * (no empty slot after the fifth tile), the revenue report's chart fills its card (no half
 * empty card beside a taller column), and the recent transactions show every column whole.
 */
test.use({ storageState: storageFor('admin') });

const widths = [
  { name: '1366', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: PHONE },
];

/** Every "value ▾" menu of the page whose words do not fit its button, or leave its card. */
const cutSelectors = (page: Page) =>
  page.locator('main button[aria-haspopup="menu"]').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      const card = button.closest('section')?.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      const cut =
        label.scrollWidth > label.clientWidth + 1 ||
        button.scrollWidth > button.clientWidth + 1 ||
        (card !== undefined && (box.left < card.left - 1 || box.right > card.right + 1));
      return cut ? [button.getAttribute('aria-label') ?? ''] : [];
    }),
  );

/** How far each row of a grid's items falls short of the grid's edges, in px. */
const rowGaps = (grid: Locator) =>
  grid.evaluate((node) => {
    const own = node.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const child of node.children) {
      const box = child.getBoundingClientRect();
      const top = Math.round(box.top);
      rows.set(top, [...(rows.get(top) ?? []), box]);
    }
    return [...rows.values()].map((boxes) => ({
      tiles: boxes.length,
      start: Math.round(Math.min(...boxes.map((box) => box.left)) - own.left),
      end: Math.round(own.right - Math.max(...boxes.map((box) => box.right))),
    }));
  });

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('/dashboard/analytics: the period selectors whole, the tiles fill their rows', async ({
      page,
    }) => {
      await page.goto('/dashboard/analytics');
      const traffic = page.getByRole('region', { name: 'Tráfego do site', exact: true });
      await expect(traffic).toHaveAttribute('data-state', 'ready');
      await expect(
        traffic.getByRole('button', { name: 'Período de Tráfego do site: Últimos 28 dias' }),
      ).toBeVisible();
      expect(await cutSelectors(page)).toEqual([]);

      const tiles = traffic.locator('xpath=..');
      await expect(tiles.locator(':scope > section[data-state="ready"]')).toHaveCount(5);
      const rows = await rowGaps(tiles);
      expect(rows.reduce((sum, row) => sum + row.tiles, 0)).toBe(5);
      for (const row of rows) {
        expect(
          Math.abs(row.start),
          `a row of ${row.tiles} starts at the grid's edge`,
        ).toBeLessThanOrEqual(1);
        expect(
          Math.abs(row.end),
          `a row of ${row.tiles} ends at the grid's edge`,
        ).toBeLessThanOrEqual(1);
      }
    });

    test('/: the revenue report fills its card, the transactions show every column', async ({
      page,
    }) => {
      await page.goto('/');
      const report = page.getByRole('region', { name: 'Relatório de receita', exact: true });
      await expect(report).toHaveAttribute('data-state', 'ready');
      await expect(report.locator('[data-chart] svg.recharts-surface').first()).toBeVisible({
        timeout: 30_000,
      });
      // What the card leaves empty under what it draws and says (the chart, the year's
      // figures): next to nothing, not a third of the card beside a taller column.
      const below = await report.evaluate((card) => {
        const drawn = [...card.querySelectorAll('svg, p, button')]
          .filter((node) => !node.closest('.mantine-VisuallyHidden-root'))
          .map((node) => node.getBoundingClientRect())
          .filter((box) => box.width > 1 && box.height > 1);
        const inner =
          card.getBoundingClientRect().bottom - parseFloat(getComputedStyle(card).paddingBottom);
        return inner - Math.max(...drawn.map((box) => box.bottom));
      });
      expect(below).toBeLessThanOrEqual(32);
      expect(await cutSelectors(page)).toEqual([]);

      const transactions = page.getByRole('region', {
        name: 'Transações recentes: as últimas faturas emitidas',
      });
      await expect(transactions.getByRole('row')).toHaveCount(6);
      const fit = await transactions.evaluate((scroller) => ({
        overflow: scroller.scrollWidth - scroller.clientWidth,
        cut: [...scroller.querySelectorAll('th, td')]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      }));
      // Each cell shows what it holds (a long e-mail ends in "…" inside its cell).
      expect(fit.cut).toEqual([]);
      // On a laptop every column is in view; a phone scrolls the table sideways.
      if (viewport.width >= 1366) expect(fit.overflow).toBeLessThanOrEqual(1);
    });
  });
}
