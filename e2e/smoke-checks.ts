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
      // As if another tab had changed them: the page follows without a reload.
      window.dispatchEvent(new StorageEvent('storage', { key: 'skin' }));
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
  await expectCustomizerClear(page, context);
}

export { expectAccessible };

/** The customizer's button, wherever the layout puts it (navbar or page corner). */
export const customizerButton = (page: Page) => page.locator('[data-customizer-trigger]');

/**
 * The customizer's button covers nothing: its box meets no focusable element and no line
 * of text (text is measured by its lines, not by its block, which may be wider).
 */
export async function expectCustomizerClear(page: Page, context: string) {
  const trigger = customizerButton(page);
  await expect(trigger, `customizer button ${context}`).toBeVisible();
  const covered = () =>
    trigger.evaluate((button) => {
      const own = button.getBoundingClientRect();
      const meets = (rect: DOMRect) =>
        rect.width > 1 &&
        rect.height > 1 &&
        Math.min(rect.right, own.right) - Math.max(rect.left, own.left) > 1 &&
        Math.min(rect.bottom, own.bottom) - Math.max(rect.top, own.top) > 1;
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const hits: string[] = [];
      const focusable = document.querySelectorAll(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]',
      );
      for (const element of focusable) {
        if (element === button || element.contains(button) || button.contains(element)) continue;
        if (getComputedStyle(element).visibility === 'hidden') continue;
        if (meets(element.getBoundingClientRect())) hits.push(name(element));
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(meets)) hits.push(`text in ${name(parent)}`);
      }
      return hits;
    });
  // Polled: right after a change of width the layout may still be moving the button.
  await expect
    .poll(covered, { message: `what the customizer button covers ${context}` })
    .toEqual([]);
}
