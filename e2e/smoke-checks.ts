import type { Page } from '@playwright/test';
import type { BuiltEntry } from '../src/app/catalogue';
import { expect, expectAccessible } from './fixtures';

/**
 * The checks of one smoke pass, shared by every page of the catalogue: what a pass asserts
 * after a page load, and the in-place changes (skin, direction, screen width) between passes.
 */
export type Skin = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };

/** Sets the layout settings the app reads at load (the keys and JSON of its settings store). */
export async function storeLayout(page: Page, skin: Skin, direction: Direction) {
  await page.evaluate(
    ([skinValue, directionValue]) => {
      localStorage.setItem('skin', JSON.stringify(skinValue));
      localStorage.setItem('direction', JSON.stringify(directionValue));
    },
    [skin, direction] as const,
  );
}

/** A heading is up and the page's calls and chunks have settled. */
export async function pageSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Whether the visitor stayed on the page or was sent elsewhere by design (a guard). */
export function landedOn(page: Page, entry: BuiltEntry): boolean {
  const { pathname } = new URL(page.url());
  return pathname === entry.link || pathname.startsWith(`${entry.link}/`);
}

/** The document says which skin and direction it draws with. */
export async function expectLayout(page: Page, skin: Skin, direction: Direction) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', skin);
  await expect(html).toHaveAttribute('dir', direction);
}

/** Nothing wider than the screen: a page must not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** One pass over a loaded page: heading, skin and direction, settled, then axe. */
export async function checkPass(
  page: Page,
  context: string,
  { skin, direction }: { skin: Skin; direction: Direction },
) {
  await pageSettled(page);
  await expectLayout(page, skin, direction);
  await expectAccessible(page, context);
}

export { expectAccessible };
