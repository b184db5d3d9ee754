import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';

/**
 * The interaction extensions as a keyboard user works them: a sortable list reorders with
 * space and the arrow keys, the guided tour goes step by step and ends (the focus back on
 * its button), and a file's context menu opens with Shift+F10 and closes with Escape.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

const lifted = (page: Page) =>
  expect(page.locator('[aria-roledescription="sortable"][aria-pressed="true"]')).toHaveCount(1);
const dropped = (page: Page) =>
  expect(page.locator('[aria-roledescription="sortable"][aria-pressed="true"]')).toHaveCount(0);

test('the sprint list reorders with the keyboard, and Esc puts an item back', async ({ page }) => {
  await open(page, '/extensions/drag-and-drop', 'Arrastar e soltar');
  const sprint = page.getByRole('list', { name: 'Prioridades da sprint 42' });
  const rows = sprint.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('Pagamento por Pix no checkout');
  await expect(rows.nth(2)).toContainText('Relatório mensal de vendas por região');
  await expectAccessible(page, 'drag-and-drop page');

  // The third priority goes up to the top: space lifts, ↑ ↑ moves, space drops.
  const handle = sprint.getByRole('button', {
    name: 'Mover “Relatório mensal de vendas por região”',
  });
  await handle.focus();
  await page.keyboard.press('Space');
  await lifted(page);
  // Each move is announced once the item is over its new place: the next key waits for it.
  const over = (target: RegExp) =>
    expect(page.getByRole('status').filter({ hasText: target })).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await over(/está sobre .*Corrigir login com Google no iOS/);
  await page.keyboard.press('ArrowUp');
  await over(/está sobre .*Pagamento por Pix no checkout/);
  await page.keyboard.press('Space');
  await dropped(page);
  await expect(rows.nth(0)).toContainText('Relatório mensal de vendas por região');
  await expect(rows.nth(1)).toContainText('Pagamento por Pix no checkout');
  await expect(rows.nth(2)).toContainText('Corrigir login com Google no iOS');
  await expect(page.getByRole('status').filter({ hasText: /foi solto sobre/ })).toHaveCount(1);

  // Lifted and moved, then Esc: nothing changes.
  await sprint.getByRole('button', { name: 'Mover “Atualizar o tour de boas-vindas”' }).focus();
  await page.keyboard.press('Space');
  await lifted(page);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await dropped(page);
  await expect(rows.nth(4)).toContainText('Atualizar o tour de boas-vindas');

  await page.getByRole('button', { name: 'Restaurar ordem' }).click();
  await expect(rows.nth(0)).toContainText('Pagamento por Pix no checkout');
});

test('a person moves to the other list with the keyboard', async ({ page }) => {
  await open(page, '/extensions/drag-and-drop', 'Arrastar e soltar');
  const available = page.getByRole('list', { name: 'Disponíveis' });
  const selected = page.getByRole('list', { name: 'Selecionados' });
  await expect(selected.getByRole('listitem')).toHaveCount(2);

  await available.getByRole('button', { name: 'Mover “Marina Oliveira”' }).focus();
  await page.keyboard.press('Space');
  await lifted(page);
  // The lists stand side by side on a wide screen: → crosses into "Selecionados".
  await page.keyboard.press('ArrowRight');
  await expect(selected.getByText('Marina Oliveira')).toBeVisible();
  await page.keyboard.press('Space');
  await dropped(page);
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await expect(available.getByRole('listitem')).toHaveCount(3);
});

test('the tour goes step by step, ends, and gives the focus back', async ({ page }) => {
  await open(page, '/extensions/tour', 'Tour guiado');
  const start = page.getByRole('button', { name: 'Iniciar tour' });
  await start.click();

  const steps = [
    'Busque um pedido',
    'Filtre por situação',
    'Indicadores do período',
    'Lista de pedidos',
    'Exporte os dados',
  ];
  for (const [index, title] of steps.entries()) {
    const step = page.getByRole('dialog', { name: title });
    await expect(step).toBeVisible();
    await expect(step).toContainText(`Passo ${index + 1} de 5`);
    if (index === 0) {
      await expect(step.getByRole('button', { name: 'Próximo' })).toBeFocused();
      await expectAccessible(page, 'tour step');
    }
    if (index === 1) {
      // Back and forth: Voltar returns to the first step.
      await step.getByRole('button', { name: 'Voltar' }).click();
      await expect(page.getByRole('dialog', { name: steps[0] })).toBeVisible();
      await page
        .getByRole('dialog', { name: steps[0] })
        .getByRole('button', { name: 'Próximo' })
        .click();
      await expect(step).toBeVisible();
    }
    const last = index === steps.length - 1;
    await step.getByRole('button', { name: last ? 'Concluir' : 'Próximo' }).click();
  }

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Tour concluído')).toBeVisible();
  const restart = page.getByRole('button', { name: 'Reiniciar tour' });
  await expect(restart).toBeFocused();

  // Started again and left with Esc at the second step.
  await restart.press('Enter');
  const first = page.getByRole('dialog', { name: steps[0] });
  await expect(first.getByRole('button', { name: 'Próximo' })).toBeFocused();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: steps[1] });
  await expect(second.getByRole('button', { name: 'Próximo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Iniciar tour' })).toBeFocused();
});

test('a file’s context menu opens with Shift+F10 and closes with Escape', async ({ page }) => {
  await open(page, '/extensions/context-menu', 'Menu de contexto');
  const files = page.getByRole('list', { name: 'Arquivos do drive da equipe' });
  const contract = files.getByRole('button', { name: /^Contrato de prestação de serviços\.pdf/ });
  await contract.focus();
  await page.keyboard.press('Shift+F10');

  const menu = page.getByRole('menu', { name: 'Ações de “Contrato de prestação de serviços.pdf”' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Abrir' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Compartilhar (plano Pro)' })).toBeDisabled();

  await page.keyboard.press('Escape');
  // Gone from the page (its closing fade over), the focus back on the file.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(contract).toBeFocused();

  // Opened again at once, by the keyboard's context-menu key, and an action from the
  // keyboard: Duplicar adds the copy under the file.
  await page.keyboard.press('ContextMenu');
  await expect(menu).toBeVisible();
  // A person presses the arrows once the menu has put the focus on its first item.
  await expect(menu.getByRole('menuitem', { name: 'Abrir' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Duplicar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('“Contrato de prestação de serviços (cópia).pdf” criado.'),
  ).toBeVisible();
  await expect(files.getByRole('listitem')).toHaveCount(6);

  // A right-click opens the same menu at the pointer.
  await files
    .getByRole('button', { name: /^Ata da reunião de diretoria/ })
    .click({ button: 'right' });
  await expect(
    page.getByRole('menu', { name: 'Ações de “Ata da reunião de diretoria.docx”' }),
  ).toBeVisible();
  await expectAccessible(page, 'file context menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});
