import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';
import { PHONE } from './smoke-checks';

/**
 * The three chart pages: each library draws every chart of its page (at least six, each a
 * `canvas` or `svg` of non-zero size inside its card), in light and in dark, and switching
 * the skin recolours every chart without a reload; on a phone every drawing stays inside its
 * card; a narrower window redraws them narrower. The fixture fails on any console error.
 */
test.use({ storageState: storageFor('admin') });

const chartPages = [
  { path: '/charts/apex', title: 'ApexCharts', charts: 8 },
  { path: '/charts/chartjs', title: 'Chart.js', charts: 8 },
  { path: '/charts/recharts', title: 'Recharts', charts: 10 },
];

const cards = (page: Page) => page.locator('[data-chart-card]');

/** How many cards hold a drawing (an svg or a canvas) wider and taller than nothing. */
const drawnCards = (page: Page) =>
  cards(page).evaluateAll(
    (all) =>
      all.filter((card) =>
        [...card.querySelectorAll('[data-chart-drawing] svg, [data-chart-drawing] canvas')].some(
          (drawing) => {
            const box = drawing.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
          },
        ),
      ).length,
  );

/**
 * What each chart looks like, colour-wise: a canvas's pixels, or the set of fill, stroke
 * and text colours an SVG drawing is painted with.
 */
const paints = (page: Page) =>
  page.locator('[data-chart-drawing]').evaluateAll((drawings) =>
    drawings.map((drawing) => {
      const canvas = drawing.querySelector('canvas');
      if (canvas) return canvas.toDataURL();
      const colours = new Set<string>();
      for (const element of drawing.querySelectorAll('svg *')) {
        const style = getComputedStyle(element);
        colours.add(`${style.fill}|${style.stroke}`);
      }
      return [...colours].sort().join(' ');
    }),
  );

// Generous: the first visit downloads the library (ApexCharts alone is ~150 KiB gzip).
async function expectAllDrawn(page: Page, count: number) {
  await expect(cards(page)).toHaveCount(count, { timeout: 30_000 });
  await expect.poll(() => drawnCards(page), { timeout: 30_000 }).toBe(count);
}

for (const { path, title, charts } of chartPages) {
  test(`${title}: ${charts} charts drawn in light, recoloured live in dark`, async ({ page }) => {
    expect(charts).toBeGreaterThanOrEqual(6);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectAllDrawn(page, charts);
    // Every card is named by its heading and carries its data as a table.
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(charts);
    await expect(page.locator('[data-chart-card] table caption')).toHaveCount(charts);
    await expect(page.locator('[data-chart-drawing][aria-hidden="true"]')).toHaveCount(charts);
    // Nothing in a drawing hidden from screen readers takes the keyboard's focus.
    await expect(
      page.locator('[data-chart-drawing] :is(a, button, [tabindex]:not([tabindex="-1"]))'),
    ).toHaveCount(0);
    const light = await paints(page);

    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect
      .poll(async () => {
        const dark = await paints(page);
        return dark.filter((paint, index) => paint !== light[index]).length;
      })
      .toBe(charts);
    await expectAllDrawn(page, charts);
  });

  test(`${title}: on a phone every chart stays inside its card; a narrower window redraws`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectAllDrawn(page, charts);
    const wide = await page.locator('[data-chart-drawing]').first().boundingBox();

    await page.setViewportSize(PHONE);
    await expect
      .poll(async () => (await page.locator('[data-chart-drawing]').first().boundingBox())?.width)
      .toBeLessThan(wide?.width ?? 0);
    const overflowing = () =>
      cards(page).evaluateAll((all) =>
        all.flatMap((card) => {
          const own = card.getBoundingClientRect();
          return [...card.querySelectorAll('[data-chart-drawing] svg, [data-chart-drawing] canvas')]
            .map((drawing) => drawing.getBoundingClientRect())
            .filter((box) => box.left < own.left - 0.5 || box.right > own.right + 0.5)
            .map((box) => `${card.querySelector('h2')?.textContent}: ${box.left}–${box.right}`);
        }),
      );
    await expect.poll(overflowing).toEqual([]);
    await expectAllDrawn(page, charts);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
  });
}
