import { expect, seedStorage, test } from './fixtures';
import { DEMO_LATENCY_MS, describeTiming, measure, watchUrlWrites } from './list-timing';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/**
 * 10,000 users in a real browser. Asserted: the page holds one page of rows, and searches,
 * filters and pages show the right rows. How long they took is printed and attached to the
 * report as figures: a busy runner is slower, not wrong.
 */
test('10,000 users search, filter and page within the table', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await seedStorage(page, { 'mirante:demo-large-users': 'on' });
  await watchUrlWrites(page);
  const loading = Date.now();
  await page.goto('/apps/user/list');
  const rows = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr');
  await expect(page.getByText('1–10 de 10.000')).toBeVisible({ timeout: 60_000 });
  const loadMs = Date.now() - loading;
  await expect(rows).toHaveCount(10);

  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  const times: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  // User 1 is the first of the agency's contacts and user 2 the second; their e-mails and
  // names are theirs alone.
  times.searchEmail = await measure(page, 'Ana Beatriz Souza', () =>
    search.fill('ana.souza@casaaurora'),
  );
  await expect(rows).toHaveCount(1);
  times.searchName = await measure(page, 'Bruno Carvalho', () => search.fill('bruno carvalho'));
  await expect(rows).toHaveCount(1);
  await search.fill('');
  await expect(page.getByText('1–10 de 10.000')).toBeVisible();
  const first = (await rows.first().locator('td a').first().innerText()).trim();
  times.nextPage = await measure(page, { changed: true }, () =>
    page.getByRole('button', { name: 'Próxima página' }).click(),
  );
  await expect(rows.first().locator('td a').first()).not.toHaveText(first);
  await expect(rows).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Filtrar por situação' }).click();
  times.filterStatus = await measure(page, { changed: true }, () =>
    page.getByRole('option', { name: 'Pendente', exact: true }).click(),
  );
  await expect(rows).toHaveCount(10);

  const summary = Object.entries(times)
    .map(([name, timing]) => `${name} ${describeTiming(timing)}`)
    .join(', ');
  testInfo.annotations.push({
    type: 'measure',
    description: `10,000 users: list shown ${loadMs} ms after navigation; call to rows on screen, less the ${DEMO_LATENCY_MS} ms demo latency: ${summary}`,
  });
  process.stdout.write(`${testInfo.annotations.at(-1)?.description ?? ''}\n`);
});
