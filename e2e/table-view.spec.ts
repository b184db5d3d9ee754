import type { Locator, Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * A list's page of rows is drawn whole (no tenth row half hidden in a box of its own), and on
 * a phone a table wider than the screen says so: its region shades the end where more
 * columns lie, in either direction, and the shade moves as it scrolls.
 */
test.use({ storageState: storageFor('admin') });

const lists = [
  { path: '/apps/invoice/list', table: 'Faturas' },
  { path: '/apps/user/list', table: 'Usuários' },
  { path: '/apps/roles', table: 'Usuários e seus papéis' },
];

/** The list's table region, once its first page of ten rows is drawn. */
async function openList(page: Page, path: string, table: string) {
  await page.goto(path);
  // The table's own scroll region (a section around it may share its name).
  const region = page
    .getByRole('region', { name: table, exact: true })
    .and(page.locator('[tabindex="0"]'));
  await expect(region.locator('tbody tr')).toHaveCount(10, { timeout: 60_000 });
  return region;
}

const frame = (region: Locator) => region.locator('xpath=..');

for (const { path, table } of lists) {
  test(`${path}: the ten rows of a page are all in view of the table`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const region = await openList(page, path, table);
    const sizes = await region.evaluate((element) => ({
      scroll: element.scrollHeight,
      client: element.clientHeight,
    }));
    console.log(`${path}: table ${sizes.client} px high for ${sizes.scroll} px of rows`);
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client + 1);
  });
}

for (const direction of ['ltr', 'rtl'] as const) {
  test(`on a phone, a wide table shades the side where more columns lie (${direction})`, async ({
    page,
  }) => {
    await seedStorage(page, { direction: JSON.stringify(direction) });
    await page.setViewportSize({ width: 360, height: 740 });
    const region = await openList(page, '/apps/invoice/list', 'Faturas');
    await expect(frame(region)).toHaveAttribute('data-more-end', 'true');
    await expect(frame(region)).not.toHaveAttribute('data-more-start', /.*/);
    // Scrolled to its far end (the left in right to left): the shade moves to the start. The
    // table may still widen as its last cells are drawn: scrolled again until it is there.
    await expect
      .poll(async () => {
        await region.evaluate((element) => {
          const far = element.scrollWidth - element.clientWidth;
          element.scrollLeft = getComputedStyle(element).direction === 'rtl' ? -far : far;
        });
        const box = frame(region);
        return {
          start: await box.getAttribute('data-more-start'),
          end: await box.getAttribute('data-more-end'),
        };
      })
      .toEqual({ start: 'true', end: null });
  });
}
