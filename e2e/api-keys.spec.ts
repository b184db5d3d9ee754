import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The API key page as a person uses it: create a key (checked beside the fields), copy it
 * whole from the one time it is shown, see it masked after a reload, delete it after a
 * confirmation. Each test starts with the three starter keys (a fresh browser context has
 * its own demo database).
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 150_000 });

const STARTERS = ['Aplicativo de campo', 'Painel de indicadores', 'Integração com o ERP'];
const NEW_KEY = 'Integração Slack';

const list = (page: Page) => page.getByRole('list', { name: 'Suas chaves de API' });
const item = (page: Page, name: string) => list(page).getByRole('listitem', { name, exact: true });
const names = (page: Page) => list(page).getByRole('listitem').getByRole('heading', { level: 3 });
/** The names as the demo database stored them: a save is waited for here, not on screen. */
const stored = async (page: Page) =>
  (await readDemoRows<{ name: string }>(page, 'api-keys'))?.map((row) => row.name) ?? [];

async function openApiKeys(page: Page) {
  await page.goto('/pages/api-key');
  await expect(page.getByRole('heading', { level: 1, name: 'Chave de API' })).toBeVisible();
  await expect(names(page).first()).toBeVisible({ timeout: 60_000 });
}

test('creates a key, copies it, sees it masked after a reload, deletes it; each change persists', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApiKeys(page);
  await expect(names(page)).toHaveText(STARTERS);
  await expectAccessible(page, 'api keys');

  // Nothing typed: each field says what it needs.
  await page.getByRole('button', { name: 'Criar chave' }).click();
  await expect(page.getByText('Dê um nome à chave.')).toBeVisible();
  await expect(page.getByText('Escolha a permissão da chave.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome da chave' }).fill(NEW_KEY);
  await page.getByRole('combobox', { name: 'Permissão' }).click();
  await page.getByRole('option', { name: 'Leitura e escrita' }).click();
  await page.getByRole('button', { name: 'Criar chave' }).click();
  await expect(page.getByText(`Chave “${NEW_KEY}” criada.`)).toBeVisible();
  await expect(names(page).first()).toHaveText(NEW_KEY);

  const created = item(page, NEW_KEY);
  const secret = (await created.getByTestId('revealed-key').textContent()) ?? '';
  expect(secret).toMatch(/^mrt_[A-Za-z0-9]{32}$/);
  const copy = created.getByRole('button', { name: `Copiar a chave ${NEW_KEY}` });
  await expect(copy).toBeFocused();
  await copy.click();
  await expect(page.getByText('Chave copiada para a área de transferência.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect.poll(() => stored(page)).toContain(NEW_KEY);

  await page.reload();
  await expect(names(page).first()).toHaveText(NEW_KEY, { timeout: 60_000 });
  await expect(item(page, NEW_KEY).getByText(`${secret.slice(0, 8)}…`)).toBeVisible();
  await expect(item(page, NEW_KEY).getByText('Leitura e escrita')).toBeVisible();
  await expect(page.getByTestId('revealed-key')).toHaveCount(0);

  await item(page, NEW_KEY)
    .getByRole('button', { name: `Excluir a chave ${NEW_KEY}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Excluir a chave “${NEW_KEY}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir chave' }).click();
  await expect(page.getByText(`Chave “${NEW_KEY}” excluída.`)).toBeVisible();
  await expect(item(page, NEW_KEY)).toHaveCount(0);
  await expect.poll(() => stored(page)).not.toContain(NEW_KEY);

  await page.reload();
  await expect(names(page)).toHaveText(STARTERS, { timeout: 60_000 });
});

test('the delete confirmation keeps the focus inside, and Escape closes it with nothing deleted', async ({
  page,
}) => {
  await openApiKeys(page);
  const remove = item(page, 'Painel de indicadores').getByRole('button', {
    name: 'Excluir a chave Painel de indicadores',
  });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Excluir a chave “Painel de indicadores”?' });
  await expect(confirm).toBeVisible();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(names(page)).toHaveText(STARTERS);
  expect(await stored(page)).toContain('Painel de indicadores');
});

test('on a phone the keys are stacked cards and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openApiKeys(page);
  await expect(names(page)).toHaveText(STARTERS);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'api keys on a phone');
});
