import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/** The demo API's answer delay in the built app (VITE_DEMO_DELAY, 250 ms by default). */
const DEMO_LATENCY_MS = Number(process.env.VITE_DEMO_DELAY || 250);

/**
 * Records when each invoice list call leaves the page, so a measure starts when the call is
 * made (after the search box's debounce) rather than at the keystroke.
 */
async function watchListCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ url: string; at: number }> = [];
    Object.assign(window, { __listCalls: calls });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/apps/invoice/invoices')) calls.push({ url, at: performance.now() });
      return original(input, init);
    };
  });
}

/**
 * Milliseconds from the last list call to the first row reading `firstCell`, less the demo
 * latency: the handler over 10,000 rows, the answer's way back, its parse and the render.
 */
async function measure(page: Page, firstCell: string, action: () => Promise<void>) {
  const before = await page.evaluate(
    () => (window as never as { __listCalls: unknown[] }).__listCalls.length,
  );
  await action();
  const done = await page.waitForFunction(
    ({ text, count }) => {
      const calls = (window as never as { __listCalls: Array<{ at: number }> }).__listCalls;
      const cell = document.querySelector('table[aria-label="Faturas"] tbody tr td');
      if (calls.length <= count || cell?.textContent !== text) return null;
      return performance.now() - (calls.at(-1)?.at ?? 0);
    },
    { text: firstCell, count: before },
    { polling: 'raf', timeout: 60_000 },
  );
  return Math.round(((await done.jsonValue()) as number) - DEMO_LATENCY_MS);
}

/**
 * 10,000 invoices in a real browser. What is asserted holds on any machine: the page holds
 * one page of rows, and searches and pages show the right rows. How long they took is printed
 * and attached to the report as figures: a busy runner is slower, not wrong.
 */
test('10,000 invoices search and page within the table', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await seedStorage(page, { 'mirante:demo-large-invoices': 'on' });
  await watchListCalls(page);
  const loading = Date.now();
  await page.goto('/apps/invoice/list');
  const rows = page.getByRole('table', { name: 'Faturas' }).locator('tbody tr');
  await expect(rows.first()).toContainText('#14100', { timeout: 60_000 });
  const loadMs = Date.now() - loading;
  await expect(page.getByText('1–10 de 10.000')).toBeVisible();

  // The newest invoice's client: searched by name, the newest is first again.
  const name = (await rows.first().locator('td').nth(1).innerText()).split('\n')[0] ?? '';
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  const times: Record<string, number> = {};
  times.searchId = await measure(page, '#12345', () => search.fill('12345'));
  await expect(rows).toHaveCount(1);
  times.searchName = await measure(page, '#14100', () => search.fill(name));
  times.nextPage = await measure(page, await nextFirst(page), () =>
    page.getByRole('button', { name: 'Próxima página' }).click(),
  );
  await expect(rows).toHaveCount(10);

  const summary = Object.entries(times)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
  testInfo.annotations.push({
    type: 'measure',
    description: `10,000 invoices: list shown ${loadMs} ms after navigation; call to rows on screen, less the ${DEMO_LATENCY_MS} ms demo latency: ${summary}`,
  });
  process.stdout.write(`${testInfo.annotations.at(-1)?.description ?? ''}\n`);
});

/** The number the next page starts with, read from the current order (newest first). */
async function nextFirst(page: Page) {
  const last = await page
    .getByRole('table', { name: 'Faturas' })
    .locator('tbody tr')
    .last()
    .locator('td')
    .first()
    .innerText();
  return `#${Number(last.replace('#', '')) - 1}`;
}
