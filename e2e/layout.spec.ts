import { expect, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

const page_ = '/ui-element/typography';

test('the customizer changes every setting live; only skin, direction and menu survive a reload', async ({
  page,
}) => {
  await page.goto(page_);
  await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
  const html = page.locator('html');
  const navbar = page.locator('header').first();
  const sidebar = page.getByRole('complementary', { name: 'Menu principal' });
  const container = page.locator('#main-content > div');

  await page.getByRole('button', { name: 'Personalizar layout' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Personalizador' })).toBeVisible();

  await drawer.getByText('Escuro', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await drawer.getByText('Semiescuro', { exact: true }).click();
  await expect(html).toHaveAttribute('data-skin', 'semi-dark');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await drawer.getByText('Com bordas', { exact: true }).click();
  await expect(html).toHaveAttribute('data-skin', 'bordered');

  const boxedWidth = (await container.boundingBox())?.width ?? 0;
  await drawer.getByText('Total', { exact: true }).click();
  await expect
    .poll(async () => (await container.boundingBox())?.width ?? 0)
    .toBeGreaterThanOrEqual(boxedWidth);

  await drawer.getByText('Fixa', { exact: true }).click();
  await expect(navbar).toHaveAttribute('data-type', 'sticky');
  await expect(navbar).toHaveCSS('position', 'sticky');
  await drawer.getByText('Estática', { exact: true }).click();
  await expect(navbar).toHaveCSS('position', 'relative');

  await drawer.getByRole('radio', { name: 'Perigo (vermelha)' }).click();
  await expect(navbar).toHaveAttribute('data-navbar-color', 'danger');

  await expect(page.locator('footer')).toHaveCount(0);
  await drawer.getByText('Fixo', { exact: true }).click();
  await expect(page.locator('footer')).toBeVisible();

  await drawer.getByRole('switch', { name: 'Menu recolhido' }).click();
  await drawer.getByText('Direita → esquerda', { exact: true }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');

  await drawer.getByText('Oculta', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(navbar).toBeHidden();
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(80);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
  // Persisted: skin, direction, menu collapsed.
  await expect(html).toHaveAttribute('data-skin', 'bordered');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(80);
  // Not persisted: navbar type and colour, footer, content width.
  await expect(navbar).toBeVisible();
  await expect(navbar).toHaveAttribute('data-type', 'floating');
  await expect(navbar).toHaveAttribute('data-navbar-color', 'white');
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('[data-content-width]')).toHaveAttribute('data-content-width', 'boxed');
});

test('right to left mirrors the layout', async ({ page }) => {
  await page.goto(page_);
  const sidebar = page.getByRole('complementary', { name: 'Menu principal' });
  expect((await sidebar.boundingBox())?.x).toBe(0);
  await page.getByRole('button', { name: 'Personalizar layout' }).click();
  await page.getByRole('dialog').getByText('Direita → esquerda', { exact: true }).click();
  await page.keyboard.press('Escape');
  const viewport = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await sidebar.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(viewport);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading && heading.x + heading.width).toBeGreaterThan(viewport / 2);
});

test('the language switches to English and back, and stays after a reload', async ({ page }) => {
  await page.goto(page_);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('button', { name: 'Idioma: Português (Brasil)' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveTitle('Typography · Mirante');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu is a drawer that closes when a page is chosen', async ({ page }) => {
    await page.goto(page_);
    await expect(page.getByRole('complementary', { name: 'Menu principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Controle de acesso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Controle de acesso' })).toBeVisible();
    await expect(drawer).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
