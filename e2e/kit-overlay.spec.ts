import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedStorage, test } from './fixtures';
import { storageFor } from './session';

/**
 * The overlay pages of the UI kit as a keyboard user works them: a modal keeps the focus
 * inside and gives it back on Escape, the carousel moves with the arrow keys, a menu's
 * submenu opens and picks with the keyboard, and toasts appear in the top corner at the
 * reading end (top right; top left in right to left).
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

const focusInside = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).evaluate((dialog) => dialog.contains(document.activeElement));

test('a modal keeps Tab inside, closes on Escape and gives the focus back', async ({ page }) => {
  await open(page, '/components/modals', 'Modais');
  await expectAccessible(page, 'modals page');
  const opener = page.getByRole('button', { name: 'Convidar para a equipe' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para a equipe' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toBeFocused();
  await expectAccessible(page, 'invite modal');

  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'Convidar para a equipe')).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(page, 'Convidar para a equipe')).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the carousel moves with the arrow keys', async ({ page }) => {
  await open(page, '/components/carousel', 'Carrossel');
  const carousel = page.getByRole('region', { name: 'Destaques da loja' });
  const card = page.getByRole('region', { name: 'Destaques com reprodução automática' });
  const dot = (index: number) =>
    card.getByRole('button', { name: `Ir para o slide ${index} de 5`, exact: true });
  // With the focus inside it stands still: only the keys move it.
  await carousel.focus();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).toHaveAttribute('aria-current', 'false');
  await expectAccessible(page, 'carousel page');
});

test('a dropdown’s submenu opens and picks with the keyboard', async ({ page }) => {
  await open(page, '/components/dropdowns', 'Menus suspensos');
  const button = page.getByRole('button', { name: 'Ações do pedido' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  // A person presses the arrow once the menu has the focus (it takes it as it opens).
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Ver detalhes' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const move = menu.getByRole('menuitem', { name: 'Mover para' });
  await expect(move).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Em separação' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(move).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Em separação' })).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Em separação' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Última ação: Movido para “Enviado”')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

async function toastBox(page: Page) {
  await page.getByRole('button', { name: 'Sucesso', exact: true }).click();
  const toast = page.getByText('Pagamento do pedido nº 4821 aprovado via Pix.');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('No toast box or viewport');
  return { box, viewport };
}

test('a toast appears at the top right', async ({ page }) => {
  await open(page, '/components/toasts', 'Notificações');
  const { box, viewport } = await toastBox(page);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height).toBeLessThan(viewport.height / 3);
});

test('a toast appears at the top left in right to left', async ({ page }) => {
  await seedStorage(page, { direction: '"rtl"' });
  await open(page, '/components/toasts', 'Notificações');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { box, viewport } = await toastBox(page);
  expect(box.x + box.width).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height).toBeLessThan(viewport.height / 3);
});
