import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The UI kit's navigation pieces as a person uses them: the autocomplete narrows the films
 * to the matching titles as one types (the match marked) and says when none match; a tab
 * moves to the next with the arrow keys.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, slug: string, heading: string) {
  await page.goto(`/components/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

test('the autocomplete narrows to the matching films and says when none match', async ({
  page,
}) => {
  await open(page, 'auto-complete', 'Autocompletar');
  const search = page.getByRole('region', { name: 'Busca no servidor' });
  const field = search.getByRole('combobox', { name: 'Filme' });
  await expect(search.getByText('Mostrando 8 de 100 filmes')).toBeVisible({ timeout: 30_000 });

  await field.fill('sao');
  const suggestions = page.getByRole('listbox', { name: 'Filmes sugeridos' });
  await expect(search.getByText('Mostrando 4 de 4 filmes')).toBeVisible();
  await expect(suggestions.getByRole('option')).toHaveCount(4);
  for (const option of await suggestions.getByRole('option').all()) {
    await expect(option).toContainText('São');
  }
  await expect(suggestions.locator('mark')).toHaveText(['São', 'São', 'São', 'São']);
  await expectAccessible(page, 'autocomplete, suggestions open');

  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(field).toHaveValue(/São/);
  await expect(search.getByText(/^Escolhido: .*São.*\(nº \d+\)$/)).toBeVisible();

  await field.fill('xyzzy');
  await expect(suggestions.getByText('Nenhum resultado para “xyzzy”')).toBeVisible();
  await expect(suggestions.getByRole('option')).toHaveCount(0);
  await expect(search.getByText('Nenhum filme encontrado.')).toBeVisible();
});

test('a tab moves to the next with the arrow keys', async ({ page }) => {
  await open(page, 'tabs', 'Abas');
  const order = page.getByRole('region', { name: 'Horizontais, com ícones' });
  const summary = order.getByRole('tab', { name: 'Resumo' });
  await expect(summary).toHaveAttribute('aria-selected', 'true');
  await summary.focus();
  await page.keyboard.press('ArrowRight');
  const items = order.getByRole('tab', { name: /^Itens/ });
  await expect(items).toBeFocused();
  await expect(items).toHaveAttribute('aria-selected', 'true');
  await expect(order.getByText('Jogo de 4 canecas de cerâmica')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(summary).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'tabs');
});
