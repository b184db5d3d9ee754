import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  TestInfo,
} from '@playwright/test';
import type { BuiltEntry } from '../src/app/catalogue';
import { expect, expectAccessible, recordPageErrors, seedStorage, test } from './fixtures';
import { storageFor, type Role } from './session';
import { expectFieldsMirrored, expectNoCutText, expectToastsClearOfNavbar } from './smoke-layout';

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

/** The document once the app is idle and no part of the page says it is still loading. */
const SETTLED =
  'html[data-busy="false"]:not(:has([aria-busy="true"], .mantine-Skeleton-root[data-visible]))';

/**
 * The page is drawn as its visitor will see it: the app says it is idle (`<html
 * data-busy="false">`: no data, route, code or stand-in pending, and the page drawn is the
 * one of the address; src/lib/busy.ts), no part of the page says it is still loading
 * (`aria-busy`, a visible skeleton), and a heading is up. A wait for states: demo calls are
 * answered in the page, so the network has nothing to say about them.
 */
export async function pageSettled(page: Page) {
  // The limit catches a hang: on two busy cores, eight charts took 9 s to draw.
  await expect(page.locator(SETTLED), 'the app idle, nothing loading').toBeAttached({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The page has drawn a frame since a change made from outside (a new screen width, a
 * setting switched in another tab) and run what that frame set off: media queries report a
 * new width while a frame is drawn, and the app's answer to it (a re-render, a part loaded
 * for phones) then shows in `data-busy`.
 */
export async function frameDrawn(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );
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
  const { overflow, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What sticks out of the page, outermost first: named in the failure.
    const outside = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -1 || box.right > width + 1))
      .slice(0, 5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ` +
          `[${Math.round(box.left)}, ${Math.round(box.right)}]`,
      );
    return { overflow: document.documentElement.scrollWidth - width, outside };
  });
  expect(overflow, `horizontal overflow in px: ${outside.join('; ')}`).toBeLessThanOrEqual(0);
}

/** Where the init script keeps the Content-Security-Policy violations of a document. */
type WithViolations = Window & { __policyViolations?: string[] };

/**
 * From now on, every document of the page records the Content-Security-Policy violations
 * it reports (an init script, so it listens before the page's own scripts run).
 */
export async function watchPolicyViolations(page: Page | BrowserContext) {
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

/** The violations the current document reported so far, forgotten (a document kept for the next page). */
export function takePolicyViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as WithViolations).__policyViolations?.splice(0) ?? ['this document was not watched'],
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
  await expectNoCutText(page, context);
  await expectFieldsMirrored(page, direction, context);
  await expectToastsClearOfNavbar(page, context);
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

export type Visitor = Role | 'guest';

/**
 * The pages whose first paint is HTML made at build time (`PRERENDERED_PATH` in
 * src/prerender/login.tsx): what they show before any script runs, and that a signed-in
 * visitor never sees it, only a cold load can tell.
 */
const PRERENDERED = ['/login'];

/** A signed-in visitor's page, kept by a worker from one test to the next. */
interface KeptPage {
  role: Role;
  context: BrowserContext;
  page: Page;
  /** Where the page's errors go: the running test's list, or a list of their own between tests. */
  errors: string[];
  allowed: readonly RegExp[];
  /** The test that used it last, named in what the page reports between tests. */
  last: string;
}

/** The context options of the project (what the `context` fixture would use), and a visitor. */
function contextOptions(testInfo: TestInfo, visitor: Visitor): BrowserContextOptions {
  const { use } = testInfo.project;
  return {
    ...use.contextOptions,
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    screen: use.screen,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    colorScheme: use.colorScheme,
    serviceWorkers: use.serviceWorkers,
    reducedMotion: 'reduce',
    storageState: visitor === 'guest' ? undefined : storageFor(visitor),
  };
}

/**
 * A new context and page for a visitor, as a first visit finds it: light, left to right
 * (set before any page script runs, once per tab), every document watched for CSP
 * violations, and the page's errors handed to `record`.
 */
async function openPage(
  browser: Browser,
  testInfo: TestInfo,
  visitor: Visitor,
  allowed: () => readonly RegExp[],
  record: (text: string) => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(testInfo, visitor));
  await seedStorage(context, { skin: JSON.stringify('light'), direction: JSON.stringify('ltr') });
  await watchPolicyViolations(context);
  const page = await context.newPage();
  recordPageErrors(page, allowed, record);
  return { context, page };
}

/**
 * Puts back what the previous page's test changed or the page may have left, so the next
 * page starts as a cold load would: a desktop, no dialog open, light and left to right,
 * and the CSP recorder emptied (what it still holds came after the previous page's checks).
 */
async function resetBetweenPages(page: Page, previous: string) {
  await page.setViewportSize(DESKTOP);
  const dialogs = page.getByRole('dialog');
  if ((await dialogs.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialogs, `a dialog left open by "${previous}"`).toHaveCount(0);
  }
  await storeLayout(page, 'light', 'ltr');
  expect(
    await takePolicyViolations(page),
    `Content-Security-Policy violations after the checks of "${previous}"`,
  ).toEqual([]);
}

/**
 * Opens `link` in the document already loaded, as the app's router follows the history: an
 * entry of the router's own shape (a new key, so the scroll starts at the top as on a new
 * page), then `popstate`.
 */
async function navigateInApp(page: Page, link: string) {
  const busy = await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return document.documentElement.dataset.busy;
  }, link);
  // Said at once: the checks that follow cannot run on the page being left.
  expect(busy, `the app busy right after opening ${link}`).toBe('true');
}

interface SmokeFixtures {
  /** Who walks: a signed-in role (stored session) or a signed-out guest. */
  visitor: Visitor;
  /**
   * Opens a page for the test's visitor and returns the browser page showing it: a cold load
   * in a new context for a guest, a prerendered page, and a signed-in visitor's first page in
   * this worker; otherwise the same visitor's page kept from the worker's previous test, reset
   * (`resetBetweenPages`) and navigated inside the app. Console errors and uncaught exceptions
   * fail the test during which they came.
   */
  visit: (link: string) => Promise<Page>;
}

interface SmokeWorkerFixtures {
  keptPages: Map<Role, KeptPage>;
}

/**
 * The smoke walk's tests. A page kept across tests is dropped after a failure (Playwright
 * also starts a new worker then), so the next test starts from a cold load.
 */
export const smoke = test.extend<SmokeFixtures, SmokeWorkerFixtures>({
  visitor: ['guest', { option: true }],
  keptPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, use) => {
      const kept = new Map<Role, KeptPage>();
      await use(kept);
      for (const { context } of kept.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  visit: async ({ browser, visitor, keptPages, allowConsoleErrors }, use, testInfo) => {
    const errors: string[] = [];
    const fresh: Array<{ context: BrowserContext; page: Page }> = [];
    let kept: KeptPage | undefined;
    const loaded = (how: string) => testInfo.annotations.push({ type: 'load', description: how });

    await use(async (link) => {
      const cold = async (why: string) => {
        const opened = await openPage(
          browser,
          testInfo,
          visitor,
          () => allowConsoleErrors,
          (text) => errors.push(text),
        );
        fresh.push(opened);
        loaded(`cold: ${why}`);
        await opened.page.goto(link);
        return opened.page;
      };
      if (visitor === 'guest') return cold('signed out');
      if (PRERENDERED.includes(link)) return cold('prerendered page');

      kept = keptPages.get(visitor);
      if (!kept) {
        const created: KeptPage = {
          ...(await openPage(
            browser,
            testInfo,
            visitor,
            () => created.allowed,
            // Where the page was when it happened: it may outlive the page that caused it.
            (text) => created.errors.push(`${text} (at ${new URL(created.page.url()).pathname})`),
          )),
          role: visitor,
          errors,
          allowed: allowConsoleErrors,
          last: testInfo.title,
        };
        kept = created;
        keptPages.set(visitor, created);
        loaded(`cold: first page of ${visitor} in this worker`);
        await created.page.goto(link);
        return created.page;
      }
      const between = kept.errors.map((text) => `${text}, after "${kept?.last}" ended`);
      errors.push(...between);
      kept.errors = errors;
      kept.allowed = allowConsoleErrors;
      await resetBetweenPages(kept.page, kept.last);
      loaded('in-app');
      await navigateInApp(kept.page, link);
      return kept.page;
    });

    const passed = testInfo.status === testInfo.expectedStatus;
    const used = [...fresh.map(({ page }) => page), ...(kept ? [kept.page] : [])];
    // One round trip: console events the page sent before it have arrived.
    if (passed) for (const page of used) await page.evaluate(() => undefined);
    if (kept) {
      kept.errors = [];
      kept.allowed = [];
      kept.last = testInfo.title;
      if (!passed || errors.length > 0) {
        keptPages.delete(kept.role);
        await kept.context.close();
      }
    }
    for (const { context } of fresh) await context.close();
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});
