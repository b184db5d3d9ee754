import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught exception, unless it says
 * which messages it expects (`allowConsoleErrors`).
 */
// The API's expected refusals (a wrong password, an expired token) are logged by Chromium
// as failed loads; they are answers, not faults.
const expectedRefusals = /Failed to load resource: the server responded with a status of 40[01]/;

interface Fixtures {
  allowConsoleErrors: RegExp[];
}

/**
 * Hands each console error and uncaught exception of `page` to `record`, as they come, but
 * for the expected refusals and the messages `allowed()` lists (asked at each message: a page
 * kept across tests follows the running test's list).
 */
export function recordPageErrors(
  page: Page,
  allowed: () => readonly RegExp[],
  record: (text: string) => void,
): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (expectedRefusals.test(text)) return;
    if (!allowed().some((pattern) => pattern.test(text))) record(text);
  });
  page.on('pageerror', (error) => record(`Uncaught: ${error.message}`));
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    recordPageErrors(
      page,
      () => allowConsoleErrors,
      (text) => errors.push(text),
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await use(page);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
});

export { expect };

/**
 * Fails on axe violations of serious or critical impact.
 *
 * Legacy mode runs axe in the page in one call; the default splits the run per frame and
 * finishes it in a new blank page, which took 2.5–4.6 s a pass against 0.9–1.5 s (the app
 * has no frames, so nothing goes unchecked). Only violations are collected: the passes
 * are not read.
 */
export async function expectAccessible(page: Page, context = '') {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(severe, `axe violations ${context}`).toEqual([]);
}

/** Sets localStorage before any page script runs, once per tab (a fresh context per test). */
export async function seedStorage(page: Page | BrowserContext, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}
