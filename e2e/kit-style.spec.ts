import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The UI kit's colours and icons as a person uses them: the icon search narrows the grid
 * (accents and case aside) and stays in the URL; a press on an icon or a swatch copies it and
 * says so.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

test('the icon search narrows the grid, keeps its words in the URL, and an icon copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/icons/reactfeather');
  const grid = page.getByRole('region', { name: 'Ícones' });
  await expect(grid.getByRole('button', { name: 'AArrowDown', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^\d\.\d{3} ícones$/)).toBeVisible();
  await expectAccessible(page, 'icons');

  await page.getByRole('searchbox', { name: 'Buscar ícones' }).fill('LIXEIRA');
  await expect(page.getByText('2 encontrados')).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(2);
  await expect(page).toHaveURL(/[?&]q=LIXEIRA(&|$)/);

  await grid.getByRole('button', { name: 'Trash', exact: true }).click();
  await expect(page.getByText('Copiado: <Trash />')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<Trash />');

  // A reload keeps the search; a word nothing has says so.
  await page.reload();
  await expect(page.getByText('2 encontrados')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Buscar ícones' }).fill('caminhão');
  await expect(grid.getByRole('button', { name: 'Truck', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar ícones' }).fill('nada-disso');
  await expect(page.getByText('Nenhum ícone encontrado')).toBeVisible();
});

test('a colour swatch copies its value, or its variable', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/colors/colors');
  const primary = page.getByRole('region', { name: 'Primária' });
  const shade = primary.getByRole('button', { name: /--mantine-color-mirante-6 / });
  await expect(shade).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'colors');

  await shade.click();
  await expect(page.getByText('Copiado: #5548e9')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#5548e9');

  await page.getByRole('radiogroup', { name: 'Copiar como' }).getByText('Variável CSS').click();
  await shade.click();
  await expect(page.getByText('Copiado: var(--mantine-color-mirante-6)')).toBeVisible();
});
