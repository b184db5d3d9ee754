import { expect, seedStorage, test } from './fixtures';
import { DEMO_LATENCY_MS, describeTiming, measure, watchUrlWrites } from './list-timing';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/** The first card's title: what shows that the grid holds the new products. */
const FIRST_TITLE = '#main-content article h2';

/**
 * 10,000 products in a real browser. Asserted: the grid holds one page of nine, and search,
 * order, a filter and paging show the right products. How long they took — from the call to
 * the cards on screen, the handler's work apart — is printed as figures: a busy runner is
 * slower, not wrong.
 */
test('10,000 products: search, order, a filter and paging within the grid', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await seedStorage(page, { 'mirante:demo-large-ecommerce': 'on' });
  await watchUrlWrites(page);
  const loading = Date.now();
  await page.goto('/apps/ecommerce/shop');
  await expect(page.getByText('10.000 resultados', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  const loadMs = Date.now() - loading;
  const cards = page.getByRole('list', { name: 'Produtos' }).getByRole('article');
  await expect(cards).toHaveCount(9);

  const search = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
  const times: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  // Each sample's 250th model: forty products, one of them the phone's.
  times.searchModel = await measure(
    page,
    'modelo 250',
    () => search.fill('modelo 250'),
    FIRST_TITLE,
  );
  await expect(page.getByText('40 resultados', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(9);
  times.searchOne = await measure(
    page,
    'Smartphone Cajuí Onda 5G 128 GB · modelo 250',
    () => search.fill('smartphone cajui onda 5g 128 gb · modelo 250'),
    FIRST_TITLE,
  );
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await expect(page.getByText('10.000 resultados', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  times.sortByPrice = await measure(
    page,
    { changed: true },
    () => page.getByRole('option', { name: 'Maior preço' }).click(),
    FIRST_TITLE,
  );
  await expect(cards).toHaveCount(9);
  times.filterCategory = await measure(
    page,
    { changed: true },
    () => page.getByRole('checkbox', { name: /^Áudio/ }).click(),
    FIRST_TITLE,
  );
  await expect(page.getByText('1.250 resultados', { exact: true })).toBeVisible();
  times.nextPage = await measure(
    page,
    { changed: true },
    () => page.getByRole('button', { name: 'Próxima página' }).click(),
    FIRST_TITLE,
  );
  await expect(cards).toHaveCount(9);

  const summary = Object.entries(times)
    .map(([name, timing]) => `${name} ${describeTiming(timing)}`)
    .join(', ');
  testInfo.annotations.push({
    type: 'measure',
    description: `10,000 products: grid shown ${loadMs} ms after navigation; call to cards on screen, less the ${DEMO_LATENCY_MS} ms demo latency: ${summary}`,
  });
  process.stdout.write(`${testInfo.annotations.at(-1)?.description ?? ''}\n`);
});
