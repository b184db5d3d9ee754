import { expect, seedStorage, test } from './fixtures';
import { DEMO_LATENCY_MS, describeTiming, measure, watchUrlWrites } from './list-timing';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/** The advance table's name cell (its first is the row's checkbox). */
const NAME_CELL = '#main-content tbody tr td:nth-child(2)';

/**
 * 10,000 employees in a real browser, on the advance data table. Asserted: the page holds one
 * page of rows, and a search, a column filter and a page change show the right rows. How long
 * they took (the handler over 10,000 rows, then the answer to the rows on screen) is printed
 * and attached to the report as figures: a busy runner is slower, not wrong.
 */
test('10,000 employees search, filter and page within the advance table', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await seedStorage(page, { 'mirante:demo-large-datatables': 'on' });
  await watchUrlWrites(page);
  const loading = Date.now();
  await page.goto('/datatables/advance');
  const table = page.getByRole('table', { name: 'Funcionários' });
  const rows = table.locator('tbody tr');
  await expect(page.getByText('1–10 de 10.000')).toBeVisible({ timeout: 60_000 });
  const loadMs = Date.now() - loading;
  // Only the page's rows are in the DOM.
  await expect(rows).toHaveCount(10);
  await expect(page.locator('#main-content tr')).toHaveCount(11);

  const names = () => table.locator('tbody tr td:nth-child(2) p').allTextContents();
  const times: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  // A name the first row's does not contain: the search's first row is another one.
  const shown = await names();
  const wanted =
    shown.slice(1).find((name) => !(shown[0] ?? '').toLowerCase().includes(name.toLowerCase())) ??
    '';
  expect(wanted).not.toBe('');
  times.search = await measure(page, { changed: true }, () => search.fill(wanted), NAME_CELL);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const found = await names();
  expect(found).toContain(wanted);
  expect(found.length).toBeGreaterThan(0);
  await expect(page.getByText('1–10 de 10.000')).toHaveCount(0);

  await search.fill('');
  await expect(page.getByText('1–10 de 10.000')).toBeVisible();
  const first = (await names())[0];
  times.nextPage = await measure(
    page,
    { changed: true },
    () => page.getByRole('button', { name: 'Próxima página' }).click(),
    NAME_CELL,
  );
  await expect(page.getByText('11–20 de 10.000')).toBeVisible();
  await expect.poll(async () => (await names())[0]).not.toBe(first);
  await expect(rows).toHaveCount(10);

  // A city other than the first row's: the filtered list's first row is another one.
  const shownCities = await table.locator('tbody tr td:nth-child(5)').allTextContents();
  const city = shownCities.find((name) => name !== shownCities[0]) ?? '';
  expect(city).not.toBe('');
  times.filterCity = await measure(
    page,
    { changed: true },
    () => page.getByRole('textbox', { name: 'Cidade' }).fill(city),
    NAME_CELL,
  );
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const cities = await table.locator('tbody tr td:nth-child(5)').allTextContents();
  expect(new Set(cities)).toEqual(new Set([city]));
  await expect(rows).toHaveCount(10);

  const summary = Object.entries(times)
    .map(([name, timing]) => `${name} ${describeTiming(timing)}`)
    .join(', ');
  testInfo.annotations.push({
    type: 'measure',
    description: `10,000 employees: table shown ${loadMs} ms after navigation; call to rows on screen, less the ${DEMO_LATENCY_MS} ms demo latency: ${summary}`,
  });
  process.stdout.write(`${testInfo.annotations.at(-1)?.description ?? ''}\n`);
});
