import type { Page } from '@playwright/test';
import { expect, expectAccessible, seedStorage, test } from './fixtures';
import { letters } from './bidi';
import { storageFor } from './session';
import { DESKTOP, expectNoSidewaysScroll, pageSettled, PHONE } from './smoke-checks';

// Issue #36 on the invoices: the form keeps what was typed, a credit says so in words, and
// on a phone no text of the invoice pages' tables is cut. Four pages on a busy 2-core
// runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: storageFor('admin') });

const line = (page: Page, number: number) =>
  page.getByRole('group', { name: `Item ${number}`, exact: true });
const cost = (page: Page) => line(page, 1).getByRole('textbox', { name: 'Custo' });
const qty = (page: Page) => line(page, 1).getByRole('textbox', { name: 'Qtd.' });

/** Types into a number field key by key, as a person does (a fill would skip its filters). */
async function retype(page: Page, field: ReturnType<typeof cost>, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
  await page.keyboard.press('Tab');
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await pageSettled(page);
}

/**
 * The texts of the page's tables, description lists and labels that are wider than their
 * box with no ellipsis to say so, i.e. cut. What is hidden for screen readers only (a 1 px
 * clipped box) is not seen, so not cut.
 */
function cutTexts(page: Page) {
  return page.locator('main').evaluate((main) => {
    const hiddenForReaders = (element: Element) => {
      for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    return [...main.querySelectorAll('td, th, td *, th *, dt, dd, label')]
      .filter(
        (element) =>
          element.clientWidth > 0 &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).textOverflow !== 'ellipsis' &&
          !hiddenForReaders(element),
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ` +
          `${element.scrollWidth} > ${element.clientWidth}`,
      );
  });
}

test.describe('the invoice form keeps what was typed', () => {
  test('a cost of −5 and a quantity of 0 stay, are refused in words beside the field, and are not saved', async ({
    page,
  }) => {
    await open(page, '/apps/invoice/add');
    await page.getByRole('textbox', { name: 'Nome do cliente' }).fill('Ana Souza');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana@loja.com.br');
    await line(page, 1).getByRole('textbox', { name: 'Item', exact: true }).fill('Consultoria');
    await retype(page, cost(page), '-5');
    await retype(page, qty(page), '0');

    await expect(cost(page)).toHaveValue('-5');
    await expect(cost(page)).toHaveAccessibleDescription('O valor não pode ser negativo.');
    await expect(qty(page)).toHaveValue('0');
    await expect(qty(page)).toHaveAccessibleDescription('A quantidade deve ser pelo menos 1.');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(cost(page)).toBeFocused();
    await expect(page).toHaveURL(/\/apps\/invoice\/add$/);
    await expect(cost(page)).toHaveValue('-5');
    await expect(qty(page)).toHaveValue('0');
    await expectAccessible(page, 'the invoice form with its refusals');

    // Put right, the same line saves.
    await retype(page, cost(page), '800');
    await retype(page, qty(page), '2');
    await expect(cost(page)).not.toHaveAccessibleDescription(/./);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/, { timeout: 30_000 });
  });

  test('on the edit page too, and for the discount and the tax', async ({ page }) => {
    await open(page, '/apps/invoice/edit/4150');
    await retype(page, cost(page), '-5');
    await expect(cost(page)).toHaveValue('-5');
    await expect(cost(page)).toHaveAccessibleDescription('O valor não pode ser negativo.');

    const totals = page.getByRole('region', { name: 'Resumo' });
    const discount = totals.getByRole('textbox', { name: 'Desconto (%)' });
    const tax = totals.getByRole('textbox', { name: 'Imposto (%)' });
    await retype(page, discount, '-10');
    await retype(page, tax, '150');
    await expect(discount).toHaveValue('-10');
    await expect(discount).toHaveAccessibleDescription('O percentual não pode ser negativo.');
    await expect(tax).toHaveValue('150');
    await expect(tax).toHaveAccessibleDescription('Use um percentual de até 100.');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/edit\/4150$/);
    await expect(cost(page)).toHaveValue('-5');
  });
});

test('a credit reads as a credit, in words, in the list and in the preview', async ({ page }) => {
  await open(page, '/apps/invoice/list');
  const table = page.getByRole('table', { name: 'Faturas' });
  const balanceHeader = table.getByRole('columnheader', { name: /Saldo/ });
  await expect(balanceHeader).toBeVisible();
  // The balance column, wherever the columns sit.
  const column = await balanceHeader.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
  const balances = table.locator(`tbody tr td:nth-child(${column + 1})`);
  await expect(balances).toHaveCount(10);
  for (const text of await balances.allInnerTexts()) expect(text.trim()).not.toMatch(/^[-−]/);

  const credit = table.getByRole('row').filter({ hasText: 'Crédito' }).first();
  await expect(credit).toContainText(/Crédito\s*R\$\s[\d.]+,\d{2}/);
  await credit.getByRole('link', { name: /^#\d+$/ }).click();
  const sheet = page.getByRole('article', { name: /^Fatura #\d+$/ });
  await expect(sheet.locator('dt', { hasText: 'Crédito do cliente' })).toBeVisible({
    timeout: 60_000,
  });
});

for (const [skin, direction] of [
  ['light', 'ltr'],
  ['dark', 'rtl'],
] as const) {
  test(`on a phone (${skin}, ${direction}) no text of the invoice pages is cut; the preview's lines stack`, async ({
    page,
  }) => {
    await seedStorage(page, { skin: `"${skin}"`, direction: `"${direction}"` });
    await page.setViewportSize(PHONE);

    await open(page, '/apps/invoice/preview/4150');
    const items = page.getByRole('region', { name: 'Itens da fatura' });
    await expect(items.getByRole('row', { name: /Implantação de ERP/ })).toBeVisible();
    // Every line fits its box: nothing hides past an edge, so nothing is cut there.
    const box = await items.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(box.scroll, "the items' box does not scroll sideways").toBeLessThanOrEqual(
      box.client + 1,
    );
    await expect(items.getByText('R$ 27.040,00').first()).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    for (const path of ['/apps/invoice/list', '/apps/invoice/add', '/apps/invoice/edit/4150']) {
      await open(page, path);
      expect(await cutTexts(page), path).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
  });
}

test("on a wide screen the preview's lines are a table with its header row", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/apps/invoice/preview/4150');
  const items = page.getByRole('table', { name: 'Itens da fatura' });
  for (const name of ['Item', 'Valor unitário', 'Qtd.', 'Preço'])
    await expect(items.getByRole('columnheader', { name, exact: true })).toBeVisible();
  expect(await cutTexts(page)).toEqual([]);
});

test('in right to left the item header reads "Qtd.", its period at its end', async ({ page }) => {
  await seedStorage(page, { direction: '"rtl"' });
  await page.setViewportSize(DESKTOP);
  await open(page, '/apps/invoice/preview/4150');
  const header = page
    .getByRole('table', { name: 'Itens da fatura' })
    .getByRole('columnheader', { name: 'Qtd.', exact: true });
  const drawn = await letters(header);
  // A right-to-left line would draw the period first, on the left: ".Qtd".
  expect(drawn.firstLeft).toBeLessThan(drawn.lastRight);
});
