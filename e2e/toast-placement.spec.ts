import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * No toast covers the navbar's controls (the user's name, the cart, the customizer): toasts
 * start below it, on a desktop and on a phone, left to right and right to left.
 */
test.use({ storageState: storageFor('admin') });

async function toastClearOfNavbar(page: Page) {
  await page.goto('/extensions/toastify');
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
  await page.getByRole('button', { name: 'Sucesso', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Pedido #4821 aprovado' });
  await expect(toast).toBeVisible();
  const navbar = await page.locator('header').first().boundingBox();
  // Its final place: the toast slides in, so wait until it stops moving.
  let box = await toast.boundingBox();
  await expect
    .poll(async () => {
      const now = await toast.boundingBox();
      const still = now?.y === box?.y && now?.x === box?.x;
      box = now;
      return still;
    })
    .toBe(true);
  expect(navbar && box).toBeTruthy();
  if (!navbar || !box) return;
  expect(box.y, 'the toast starts below the navbar').toBeGreaterThanOrEqual(
    navbar.y + navbar.height,
  );
}

for (const [width, height, direction] of [
  [1366, 800, 'ltr'],
  [1366, 800, 'rtl'],
  [360, 740, 'ltr'],
] as const) {
  test(`a toast leaves the navbar clear at ${width} px, ${direction}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(
      (dir) => localStorage.setItem('direction', JSON.stringify(dir)),
      direction,
    );
    await toastClearOfNavbar(page);
  });
}
