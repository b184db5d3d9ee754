import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fault injection through the demo layer (`src/mocks/faults.ts`), for every area's browser
 * tests: one family of demo calls answers 500, gives up as a timeout, or answers a body that
 * is not JSON, in this test's tab only. Demo calls are answered in the page, so
 * `page.route` never sees them; the plan lives in `sessionStorage`.
 *
 *   await injectFaults(page, { path: '/apps/email/emails', fault: '500' });
 *   await page.goto('/apps/email');            // the list fails, in words, with a retry
 *   await liftFaults(page);                     // the next call is answered again
 */
export const FAULTS_KEY = 'mirante-demo:faults';

export type Fault = '500' | 'timeout' | 'malformed';
export interface FaultEntry {
  /** The start of the calls' path, e.g. `/apps/email/` (a family) or `/apps/email/get-email`. */
  path: string;
  fault: Fault;
}

/** Plans the faults before any script of the next page load runs (once per tab). */
export async function injectFaults(page: Page, ...entries: FaultEntry[]): Promise<void> {
  await page.addInitScript(
    ([key, plan]) => {
      // Once: a reload after `liftFaults` must not bring the plan back.
      if (sessionStorage.getItem(`${key}:planned`)) return;
      sessionStorage.setItem(`${key}:planned`, '1');
      sessionStorage.setItem(key, plan);
    },
    [FAULTS_KEY, JSON.stringify(entries)] as const,
  );
}

/** Lifts every fault of this tab: the next demo call is answered normally. */
export async function liftFaults(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), FAULTS_KEY);
}

/**
 * Makes every feature's demo handlers undownloadable: the demo cannot answer (its core and
 * resolver are the `demo` chunk, which the sign-in page may already hold).
 * Returns the function that lets them through again.
 * Use with `test.use({ serviceWorkers: 'block' })`: what the demo's service worker fetches
 * never reaches `page.route`. Chunks are matched by name and an 8-character hash, so that a
 * page chunk whose name only starts like theirs is not blocked with them.
 */
export async function blockDemoLayer(page: Page): Promise<() => Promise<void>> {
  const pattern = /\/assets\/handlers-[\w-]{8}\.js$/;
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

/**
 * The retry of a message, until `content` shows: back online, the page may already have
 * refetched on its own (then there is nothing left to click).
 */
export async function retryUntilShown(retry: Locator, content: Locator): Promise<void> {
  await expect(async () => {
    if (await retry.isVisible()) await retry.click();
    await expect(content).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
