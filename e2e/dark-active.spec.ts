import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * An active item (the to-do's filter, the open mailbox) stands out from its card in the dark
 * skin at least as much as in the light one: lighter than the card in the dark, as it is
 * darker than the card in the light.
 */
test.use({ storageState: storageFor('admin') });

/** The contrast ratio of an element's background (over the colour behind it) and that colour. */
function standOut(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const behind = (node: Element | null): number[] => {
        for (let at = node; at; at = at.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(at).backgroundColor);
          if (a > 0.99) return [r, g, b];
        }
        return [255, 255, 255];
      };
      const under = behind(element.parentElement);
      const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(element).backgroundColor);
      const own = [r, g, b].map((channel, index) => channel * a + (under[index] ?? 0) * (1 - a));
      const luminance = ([red = 0, green = 0, blue = 0]: number[]) => {
        const [lr = 0, lg = 0, lb = 0] = [red, green, blue].map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const [hi, lo] = [luminance(own), luminance(under)].sort((x, y) => y - x);
      return {
        ratio: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05),
        lighter: luminance(own) > luminance(under),
      };
    });
}

for (const { path, active } of [
  { path: '/apps/todo', active: 'nav a[aria-current="page"].mantine-NavLink-root' },
  { path: '/apps/email', active: 'nav a[aria-current="page"].mantine-NavLink-root' },
]) {
  test(`${path}: the active item stands out in the dark skin as in the light`, async ({ page }) => {
    await seedStorage(page, { skin: '"light"' });
    await page.goto(path);
    await expect(page.locator(active)).toBeVisible();
    const light = await standOut(page, active);
    await page.evaluate(() => {
      localStorage.setItem('skin', '"dark"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'skin' }));
    });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const dark = await standOut(page, active);
    expect(dark.lighter, 'lighter than its card in the dark').toBe(true);
    expect(dark.ratio).toBeGreaterThanOrEqual(light.ratio);
  });
}
