import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, seedStorage, test } from './fixtures';
import { storageFor } from './session';

// A reload and a print on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

const sheet = (page: Page) => page.getByRole('article', { name: 'Fatura #4150' });
/** The value beside a label in the document's lists (`<dt>` then `<dd>`). */
const beside = (page: Page, label: string) =>
  sheet(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const storedBalance = async (page: Page) =>
  (await readDemoRows<{ id: number; balance: number }>(page, 'invoices'))?.find(
    (row) => row.id === 4150,
  )?.balance;

/** Opens #4150 and waits for it: the first load on a busy machine may take a while. */
async function openInvoice(page: Page) {
  await page.goto('/apps/invoice/preview/4150');
  await expect(sheet(page)).toBeVisible({ timeout: 60_000 });
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageFor('admin') });

  test('prints the invoice alone, black on white on A4, even in the dark skin', async ({
    page,
  }) => {
    await seedStorage(page, { skin: '"dark"' });
    await openInvoice(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const actions = page.getByRole('region', { name: 'Ações da fatura' });
    await expect(actions).toBeVisible();
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page)).toContainText('Henrique Barbosa');
    await expect(sheet(page).getByRole('table', { name: 'Itens da fatura' })).toBeVisible();
    // The app around it is left out: no header, menu, breadcrumbs, actions or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(actions).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(sheet(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(sheet(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    // "Save as PDF": the print style asks for A4, 210 × 297 mm (595 × 842 points).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const [, width = '0', height = '0'] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Math.abs(Number(width) - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(Number(height) - 841.89)).toBeLessThan(1.5);

    await page.emulateMedia({ media: 'screen' });
    await expect(actions).toBeVisible();
  });

  test('records a payment: the balance goes down at once and after a reload', async ({ page }) => {
    await openInvoice(page);
    await expect(beside(page, 'Saldo devedor')).toHaveText('R$ 10.880,65');

    await page.getByRole('button', { name: 'Registrar pagamento' }).click();
    const drawer = page.getByRole('dialog', { name: 'Registrar pagamento' });
    const amount = drawer.getByRole('textbox', { name: 'Valor recebido' });
    await expect(amount).toHaveValue('10.880,65');
    await amount.fill('880,65');
    await drawer.getByRole('combobox', { name: 'Forma de pagamento' }).click();
    await page.getByRole('option', { name: 'Boleto' }).click();
    await drawer.getByRole('button', { name: 'Registrar', exact: true }).click();

    await expect(
      page.getByText('Pagamento de R$ 880,65 registrado na fatura #4150.'),
    ).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(beside(page, 'Saldo devedor')).toHaveText('R$ 10.000,00');
    const payments = sheet(page).getByRole('table', { name: 'Pagamentos recebidos' });
    await expect(payments.getByRole('row', { name: /Boleto/ })).toContainText('R$ 880,65');
    await expect.poll(() => storedBalance(page)).toBe(10_000);

    await page.reload();
    await expect(beside(page, 'Saldo devedor')).toHaveText('R$ 10.000,00', { timeout: 60_000 });
    await expect(payments.getByRole('row', { name: /Boleto/ })).toBeVisible();
  });

  test('an unknown number says so, and its link leads back to the list', async ({ page }) => {
    await page.goto('/apps/invoice/preview/9999');
    await expect(page.getByRole('heading', { name: 'Fatura não encontrada' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/Não há nenhuma fatura com o número “9999”/)).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a lista de faturas' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await expect(page.getByRole('table', { name: 'Faturas' })).toBeVisible({ timeout: 60_000 });
  });
});
