import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';

/**
 * The feedback extensions as a person uses them: a confirmation dialog answers both ways (and
 * gives the focus back), block-UI blocks a card while its report refreshes and releases it
 * with new figures, and a copy button puts its text in the clipboard.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

test('a confirmation dialog answers both ways', async ({ page }) => {
  await open(page, '/extensions/sweet-alert', 'Alertas elegantes');
  await expectAccessible(page, 'sweet-alert page');
  const card = page.getByRole('region', { name: 'Confirmação' });
  const opener = card.getByRole('button', { name: 'Excluir o pedido #4821' });
  const dialog = page.getByRole('dialog', { name: 'Excluir o pedido #4821?' });

  // No: nothing goes, it says so, and the focus is back on the button.
  await opener.click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'confirmation dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Nada foi excluído.');
  await expect(card.getByText('#4821', { exact: true })).toBeVisible();
  await expect(opener).toBeFocused();

  // Escape is a "no" too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Yes: the order leaves the list and a toast says so.
  await opener.click();
  await dialog.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Pedido #4821 excluído.' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Pedido #4821 excluído.');
  await expect(card.getByText('#4821', { exact: true })).toHaveCount(0);
  await expect(card.getByText('#4822', { exact: true })).toBeVisible();
});

test('block-UI blocks a card while its report refreshes, then releases it', async ({ page }) => {
  await open(page, '/extensions/block-ui', 'Bloqueio de interface');
  await expectAccessible(page, 'block-ui page');
  const card = page.getByRole('region', { name: 'Atualizar um cartão' });
  const panel = card.locator('[data-blocked]');
  await expect(panel).toHaveAttribute('data-blocked', 'false');
  await expect(card.getByText('126', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Atualizar relatório' }).click();
  // While the job runs, seen in one look (a busy machine must not outlast the job between
  // separate checks): blocked, busy, its words on the overlay, the content under it inert.
  await expect
    .poll(() =>
      panel.evaluate((node) => ({
        blocked: node.getAttribute('data-blocked'),
        busy: node.getAttribute('aria-busy'),
        says: node.textContent?.includes('Atualizando relatório…') ?? false,
        inert: node.querySelectorAll('[inert]').length,
      })),
    )
    .toEqual({ blocked: 'true', busy: 'true', says: true, inert: 1 });

  await expect(panel).toHaveAttribute('data-blocked', 'false');
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(panel.locator('[inert]')).toHaveCount(0);
  await expect(card.getByRole('status')).toHaveText('Relatório atualizado: 134 pedidos hoje.');
  await expect(card.getByText('134', { exact: true })).toBeVisible();

  // Blocked by hand, released from the overlay's own button.
  const looks = page.getByRole('region', { name: 'Escurecer ou desfocar' });
  const block = looks.getByRole('button', { name: 'Bloquear cartão' });
  await block.click();
  const unblock = looks.getByRole('button', { name: 'Desbloquear' });
  await expect(unblock).toBeFocused();
  await expectAccessible(page, 'a blocked card');
  await page.keyboard.press('Enter');
  await expect(looks.locator('[data-blocked]')).toHaveAttribute('data-blocked', 'false');
  await expect(block).toBeFocused();
});

test('clipboard copy puts the text in the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/extensions/clipboard', 'Área de transferência');
  await expectAccessible(page, 'clipboard page');
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  const keys = page.getByRole('region', { name: 'Chaves somente leitura' });
  await keys.getByRole('button', { name: 'Copiar: Chave Pix' }).click();
  await expect(page.getByText('Chave Pix copiada.')).toBeVisible();
  await expect(keys.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await clipboard()).toBe('financeiro@emporiomirante.com.br');

  const coupon = page.getByRole('textbox', { name: /^Cupom de desconto/ });
  await coupon.fill('FRETEGRATIS');
  await page.getByRole('button', { name: 'Copiar cupom' }).click();
  await expect(page.getByText('Cupom FRETEGRATIS copiado.')).toBeVisible();
  expect(await clipboard()).toBe('FRETEGRATIS');

  await page.getByRole('button', { name: 'Copiar o código PED-2025-04823' }).click();
  await expect(page.getByText('Código PED-2025-04823 copiado.')).toBeVisible();
  expect(await clipboard()).toBe('PED-2025-04823');

  const code = page.getByRole('region', { name: 'Bloco de código' });
  await code.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código copiado.')).toBeVisible();
  expect(await clipboard()).toContain('curl -X POST https://api.emporiomirante.com.br/v1/pedidos');
});
