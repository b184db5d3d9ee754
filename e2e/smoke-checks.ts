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

/** Where the init script keeps the Content-Security-Policy violations of a document. */
type WithViolations = Window & { __policyViolations?: string[] };

/**
 * From now on, every document of the page records the Content-Security-Policy violations
 * it reports (an init script, so it listens before the page's own scripts run).
 */
export async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WithViolations).__policyViolations = seen;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = `${event.sourceFile || 'page'}:${event.lineNumber}:${event.columnNumber}`;
        const what = event.blockedURI || 'inline';
        // For an `on…` attribute, the element that carried it.
        const element =
          event.target instanceof Element ? ` on ${event.target.outerHTML.slice(0, 160)}` : '';
        seen.push(`${event.effectiveDirective} refused ${what} at ${where}${element}`);
      },
      true,
    );
  });
}

/** The violations the current document reported (a document not watched counts as one). */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as WithViolations).__policyViolations ?? ['this document was not watched'],
  );
}

/** The current document ran into no Content-Security-Policy violation. */
export async function expectNoPolicyViolations(page: Page, context: string) {
  expect(await policyViolations(page), `Content-Security-Policy violations ${context}`).toEqual([]);
}

/** One pass over a loaded page: heading, skin and direction, settled, then axe and the CSP. */
export async function checkPass(
  page: Page,
  context: string,
  { skin, direction }: { skin: Skin; direction: Direction },
) {
  await pageSettled(page);
  await expectLayout(page, skin, direction);
  await expectAccessible(page, context);
  await expectNoPolicyViolations(page, context);
}

export { expectAccessible };
