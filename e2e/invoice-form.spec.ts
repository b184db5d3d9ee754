import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

// Saves, a reload and several pages on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

interface StoredInvoice {
  id: number;
  total: number;
  details: { items: { item: string; cost: number; qty: number }[]; note: string };
}

/** An invoice as the demo database stored it: a save is waited for here, not on screen. */
const stored = async (page: Page, id: number) =>
  (await readDemoRows<StoredInvoice>(page, 'invoices'))?.find((row) => row.id === id);

const line = (page: Page, number: number) =>
  page.getByRole('group', { name: `Item ${number}`, exact: true });

async function fillLine(page: Page, number: number, item: string, cost: string, qty: string) {
  const group = line(page, number);
  await group.getByRole('textbox', { name: 'Item', exact: true }).fill(item);
  await group.getByRole('textbox', { name: 'Custo' }).fill(cost);
  await group.getByRole('textbox', { name: 'Qtd.' }).fill(qty);
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageFor('admin') });

  test('creates an invoice of two lines for a listed client; it opens and leads the list', async ({
    page,
  }) => {
    await page.goto('/apps/invoice/add');
    await expect(line(page, 1)).toBeVisible({ timeout: 60_000 });

    await page.getByRole('combobox', { name: 'Escolher um cliente' }).click();
    const option = page.getByRole('option').first();
    const client = (await option.innerText()).split('\n')[0]!.trim();
    await option.click();
    await expect(page.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue(client);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).not.toHaveValue('');

    await fillLine(page, 1, 'Landing page da campanha', '2500', '2');
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    await fillLine(page, 2, 'Suporte mensal', '800', '1');
    const totals = page.getByRole('region', { name: 'Resumo' });
    await expect(totals).toContainText(/Total\s*R\$\s5\.800,00/);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/4151$/, { timeout: 30_000 });
    // The preview (another page) shows the lines as saved.
    await expect(page.getByText('Suporte mensal', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect.poll(async () => (await stored(page, 4151))?.total).toBe(5800);
    expect((await stored(page, 4151))?.details.items.map((item) => item.item)).toEqual([
      'Landing page da campanha',
      'Suporte mensal',
    ]);

    await page.goto('/apps/invoice/list');
    const numbers = page.getByRole('table', { name: 'Faturas' }).locator('tbody tr td:first-child');
    await expect(numbers.first()).toHaveText('#4151', { timeout: 60_000 });
  });

  test('asks before leaving an edited invoice; keeping stays, saving keeps the change', async ({
    page,
  }) => {
    await page.goto('/apps/invoice/edit/4150');
    await expect(page.getByRole('heading', { name: 'Fatura #4150' })).toBeVisible({
      timeout: 60_000,
    });
    const note = page.getByRole('textbox', { name: 'Observação' });
    await note.fill('Pagamento combinado com o financeiro.');

    await page.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/apps\/invoice\/edit\/4150$/);
    await expect(note).toHaveValue('Pagamento combinado com o financeiro.');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/4150$/, { timeout: 30_000 });
    await expect
      .poll(async () => (await stored(page, 4150))?.details.note)
      .toBe('Pagamento combinado com o financeiro.');

    await page.reload();
    await page.goto('/apps/invoice/edit/4150');
    await expect(note).toHaveValue('Pagamento combinado com o financeiro.', { timeout: 60_000 });
    expect((await stored(page, 4150))?.details.note).toBe('Pagamento combinado com o financeiro.');
  });
});
