import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * The five page layouts, each drawn with the settings it demonstrates while the saved ones
 * stay as they were; and the horizontal menu: reached with the mouse and the keyboard, kept
 * across a reload, showing only what the ability allows, a drawer on a phone.
 */
const topBar = (page: Page) => page.locator('nav[data-horizontal-menu]');
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Menu principal' });
const shell = (page: Page) => page.locator('[data-menu-layout]');
const saved = (page: Page) =>
  page.evaluate(() => ({
    menuLayout: localStorage.getItem('menuLayout'),
    menuCollapsed: localStorage.getItem('menuCollapsed'),
  }));
const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test.describe('as the administrator', () => {
  test.use({ storageState: storageFor('admin') });

  test('each page layout renders as named and leaves the saved settings untouched', async ({
    page,
  }) => {
    // Saved: the horizontal menu, not collapsed.
    await seedStorage(page, { menuLayout: '"horizontal"', menuCollapsed: 'false' });
    const before = { menuLayout: '"horizontal"', menuCollapsed: 'false' };

    await page.goto('/page-layout/collapsed-menu');
    await heading(page, 'Menu recolhido');
    // This page imposes the side menu, collapsed to its icons.
    await expect(shell(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(topBar(page)).toHaveCount(0);
    await expect.poll(async () => (await sideMenu(page).boundingBox())?.width).toBe(80);
    const table = page.getByTestId('layout-settings');
    await expect(table.locator('[data-setting="menuLayout"] td')).toHaveText([
      'Vertical',
      'Horizontal',
    ]);
    expect(await saved(page)).toEqual(before);

    await page.getByRole('link', { name: 'Layout completo' }).click();
    await heading(page, 'Layout completo');
    await expect(shell(page)).toHaveAttribute('data-content-width', 'full');
    await expect(topBar(page)).toBeVisible();
    const viewport = page.viewportSize()?.width ?? 0;
    const content = await page.locator('#main-content > div').boundingBox();
    expect(content?.width ?? 0).toBeGreaterThan(viewport - 100);

    await page.getByRole('link', { name: 'Sem menu' }).click();
    await heading(page, 'Sem menu');
    await expect(shell(page)).toHaveAttribute('data-menu-hidden', 'true');
    await expect(topBar(page)).toHaveCount(0);
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Layout vazio' }).click();
    await heading(page, 'Layout vazio');
    await expect(page.getByRole('region', { name: 'Área de conteúdo' })).toHaveText(
      'Área de conteúdo vazia',
    );
    await expect(topBar(page)).toBeVisible();

    await page.goto('/page-layout/layout-blank');
    await heading(page, 'Layout em branco');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

    // Back on an ordinary page: the saved layout, as before.
    await page.getByRole('link', { name: 'Ver os outros layouts' }).click();
    await heading(page, 'Menu recolhido');
    await page.goto('/ui-element/typography');
    await heading(page, 'Tipografia');
    await expect(topBar(page)).toBeVisible();
    await expect(shell(page)).not.toHaveAttribute('data-collapsed', 'true');
    expect(await saved(page)).toEqual(before);
  });

  test('the horizontal menu reaches a page two levels deep with the mouse', async ({ page }) => {
    await seedStorage(page, { menuLayout: '"horizontal"' });
    await page.goto('/ui-element/typography');
    await heading(page, 'Tipografia');
    await expect(sideMenu(page)).toHaveCount(0);
    await topBar(page).getByRole('button', { name: 'Interface' }).hover();
    await page.getByRole('menuitem', { name: 'Componentes' }).hover();
    await page.getByRole('menuitem', { name: 'Alertas', exact: true }).click();
    await heading(page, 'Alertas');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // The section holding the page is marked.
    await expect(topBar(page).getByRole('button', { name: 'Interface' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  test('the horizontal menu reaches a page two levels deep with the keyboard', async ({ page }) => {
    await seedStorage(page, { menuLayout: '"horizontal"' });
    await page.goto('/ui-element/typography');
    await heading(page, 'Tipografia');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await topBar(page).getByRole('button', { name: 'Formulários e tabelas' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // Down the section to its "Tabelas de dados" group, then into it.
    for (let step = 0; step < 20 && (await focused()) !== 'Tabelas de dados'; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await focused()).toBe('Tabelas de dados');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('Tabela de dados básica');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Tabela de dados avançada');
    await page.keyboard.press('Enter');
    await heading(page, 'Tabela de dados avançada');
  });

  test('the horizontal layout is chosen in the customizer and survives a reload', async ({
    page,
  }) => {
    await page.goto('/ui-element/typography');
    await heading(page, 'Tipografia');
    await expect(sideMenu(page)).toBeVisible();
    await page.getByRole('button', { name: 'Personalizar layout' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Horizontal', { exact: true }).click();
    await expect(topBar(page)).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);
    // The top bar does not collapse: the switch says so.
    await expect(drawer.getByRole('switch', { name: 'Menu recolhido' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.reload();
    await heading(page, 'Tipografia');
    await expect(topBar(page)).toBeVisible();
    expect(await saved(page)).toMatchObject({ menuLayout: '"horizontal"' });

    await page.getByRole('button', { name: 'Personalizar layout' }).click();
    await page.getByRole('dialog').getByText('Vertical', { exact: true }).click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(topBar(page)).toHaveCount(0);
  });

  test('on a phone the horizontal layout falls back to the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await seedStorage(page, { menuLayout: '"horizontal"', direction: '"rtl"' });
    await page.goto('/ui-element/typography');
    await heading(page, 'Tipografia');
    await expect(topBar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await drawer.getByRole('button', { name: 'Layouts de página' }).click();
    await drawer.getByRole('button', { name: 'Níveis do menu' }).click();
    await drawer.getByRole('link', { name: 'Layout vazio' }).click();
    await heading(page, 'Layout vazio');
  });
});

test.describe('as the client', () => {
  test.use({ storageState: storageFor('client') });

  test('the horizontal menu hides what the client may not open', async ({ page }) => {
    await seedStorage(page, { menuLayout: '"horizontal"' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tops = topBar(page).getByRole('button');
    await expect(tops.first()).toBeVisible();
    const names = await tops.allTextContents();
    for (const name of ['Interface', 'Formulários e tabelas', 'Gráficos']) {
      expect(names).not.toContain(name);
    }
    // Every link the client is offered opens.
    await tops.first().click();
    const links = page.getByRole('menu').getByRole('menuitem');
    await expect(links.first()).toBeVisible();
    expect(await page.getByRole('menu').getByRole('menuitem', { name: 'E-mail' }).count()).toBe(0);
  });
});
