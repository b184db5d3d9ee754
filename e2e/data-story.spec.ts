import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Issue #36, items 7 and 9: the demo data tells one story across pages.
// Several page loads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: storageFor('admin') });

/** The roles the users table shows, in its words: each has a card on the roles page. */
const roleNames = ['Administrador', 'Autor', 'Editor', 'Mantenedor', 'Assinante'];

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const rolesTable = (page: Page) => page.getByRole('table', { name: 'Usuários e seus papéis' });
/** "1–10 de 60": the table's range and total. */
const range = (page: Page) => page.getByText(/^\d+–\d+ de \d+$/);
const totalOf = async (page: Page) =>
  Number((await range(page).textContent())?.match(/de (\d+)$/)?.[1] ?? NaN);

/** The surname of a full name (its last word). */
const surnameOf = (name: string) => name.trim().split(/\s+/).at(-1) ?? '';

/** The picture an avatar shows (its `img`), or `null` for initials. */
const pictureOf = async (avatar: Locator) =>
  (await avatar.locator('img').count()) > 0
    ? new URL((await avatar.locator('img').first().getAttribute('src')) ?? '', 'http://x').pathname
    : null;

test('each role card counts the users table’s rows of its role; every role in it has a card', async ({
  page,
}) => {
  await page.goto('/apps/roles');
  await expect(card(page, 'Administrador')).toBeVisible({ timeout: 60_000 });
  await expect(range(page)).toHaveText(/^1–10 de \d+$/);
  const everyone = await totalOf(page);

  const cards = page.getByRole('region', { name: 'Papéis', exact: true }).getByRole('article');
  const shown = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect(shown.slice(0, roleNames.length)).toEqual(roleNames);

  let counted = 0;
  for (const name of roleNames) {
    const text = (await card(page, name).textContent()) ?? '';
    const count = Number(text.match(/(\d+) usuários?/)?.[1] ?? NaN);
    expect(count, name).toBeGreaterThan(0);
    counted += count;
    // The count shows those users: the table filtered by the role holds as many rows.
    await card(page, name)
      .getByRole('button', { name: /^Ver na tabela/ })
      .click();
    await expect(page.getByRole('combobox', { name: 'Filtrar por papel' })).toHaveValue(name);
    await expect(range(page)).toHaveText(`1–${Math.min(10, count)} de ${count}`);
    const roles = rolesTable(page).locator('tbody tr td:nth-child(2)');
    await expect(roles).toHaveCount(Math.min(10, count));
    for (const role of await roles.allTextContents()) expect(role).toBe(name);
  }
  // Every user is in one card: no role in the table that the cards do not explain.
  expect(counted).toBe(everyone);
  await page.getByRole('combobox', { name: 'Filtrar por papel' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(roleNames);
});

test('the first page of users mixes surnames', async ({ page }) => {
  await page.goto('/apps/user/list');
  const names = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr td:first-child a');
  await expect(names).toHaveCount(10, { timeout: 60_000 });
  const surnames = new Set((await names.allTextContents()).map(surnameOf));
  expect(surnames.size).toBeGreaterThanOrEqual(5);
});

test('user 1 has one picture: in the users list, on her page, on the role card', async ({
  page,
}) => {
  await page.goto('/apps/user/list?q=Ana%20Beatriz%20Souza');
  const row = page.getByRole('row', { name: /Ana Beatriz Souza/ });
  await expect(row).toBeVisible({ timeout: 60_000 });
  const listed = await pictureOf(row.locator('.mantine-Avatar-root').first());
  expect(listed).toBe('/images/avatars/2.svg');

  await page.goto('/apps/user/view/1');
  const profile = page.getByRole('region', { name: 'Ana Beatriz Souza', exact: true });
  await expect(profile).toBeVisible({ timeout: 60_000 });
  expect(await pictureOf(profile.locator('.mantine-Avatar-root').first())).toBe(listed);
});

test('user 1’s picture in the invoice list is the one on her page', async ({ page }) => {
  await page.goto('/apps/user/view/1');
  const profile = page.getByRole('region', { name: 'Ana Beatriz Souza', exact: true });
  await expect(profile).toBeVisible({ timeout: 60_000 });
  const own = await pictureOf(profile.locator('.mantine-Avatar-root').first());

  await page.goto('/apps/invoice/list?q=Ana%20Beatriz%20Souza');
  const rows = page.getByRole('table', { name: 'Faturas' }).locator('tbody tr');
  // Her three invoices (the rows, not the grey ones standing in while the call runs).
  await expect(range(page)).toHaveText('1–3 de 3', { timeout: 60_000 });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Ana Beatriz Souza');
    expect(await pictureOf(row.locator('.mantine-Avatar-root').first())).toBe(own);
  }
});

test('a user’s activity names only her own invoices and her own plan', async ({ page }) => {
  for (const id of [1, 2, 3]) {
    await page.goto(`/apps/user/view/${id}`);
    const invoices = page.getByRole('region', { name: 'Faturas', exact: true });
    const activity = page.getByRole('region', { name: 'Atividade recente', exact: true });
    await expect(activity).toBeVisible({ timeout: 60_000 });
    // Her invoices as the card lists them, once the call has answered.
    await expect(invoices.getByText(/^1–\d+ de \d+$/)).toBeVisible();
    await expect(invoices.locator('tbody tr td:first-child').first()).toHaveText(/^#\d+$/);
    const own = await invoices.locator('tbody tr td:first-child').allTextContents();
    const named = ((await activity.textContent()) ?? '').match(/#\d+/g) ?? [];
    for (const number of named)
      expect(
        own.map((text) => text.trim()),
        `user ${id}`,
      ).toContain(number);
    // A fee paid names the plan on her plan card.
    const plan = await page.getByRole('region', { name: 'Plano', exact: true }).textContent();
    const paid = (await activity.textContent())?.match(/mensalidade do plano (\p{L}+)/u)?.[1];
    if (paid) expect(plan).toContain(paid);
  }
});
