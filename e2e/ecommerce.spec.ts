import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The shop as a person uses it: the list's state in the URL, the cart from the shop's cards to
 * the checkout with the navbar's count in step, the wishlist, an unknown product, a whole
 * order, the phone's filter drawer and a second tab. Each test starts with an empty cart (a
 * fresh browser context has its own demo database).
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const PHONE = 'Smartphone Cajuí Onda 5G 128 GB';
const LAPTOP = 'Notebook Halden Vértice 14 Core i7 16 GB';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrinho/ });
const cartLine = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });
const qtyOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Quantidade de ${name}` }).locator('output');

async function openShop(page: Page, search = '') {
  await page.goto(`/apps/ecommerce/shop${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
}

async function addFromShop(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(card(page, name).getByRole('link', { name: 'Ver no carrinho' })).toBeVisible();
}

test('search, order and a filter are kept in the URL and survive a reload', async ({ page }) => {
  await openShop(page);
  await expect(page.getByText('40 resultados', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Pesquisar produtos' }).fill('smartphone');
  await expect(page).toHaveURL(/q=smartphone/);
  await expect(page.getByText('5 resultados', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Cajuí/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Cajuí/ })).toBeChecked();
  await expect(page).toHaveURL(/brands=/);
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Maior preço' }).click();
  await expect(page).toHaveURL(/sortBy=price-desc/);

  const prices = async () =>
    (await page.getByRole('article').getByText(/^R\$/).allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
  const before = await prices();
  expect(before).toEqual([...before].sort((a, b) => b - a));
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names.every((name) => name.includes('Cajuí'))).toBe(true);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar produtos' })).toHaveValue(
    'smartphone',
  );
  await expect(page.getByRole('checkbox', { name: /^Cajuí/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Maior preço');
  await expect.poll(prices).toEqual(before);
});

test('two products from the shop; at checkout one more of one, the other removed: the count follows', async ({
  page,
}) => {
  await openShop(page);
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, nenhum item');
  await addFromShop(page, PHONE);
  await addFromShop(page, LAPTOP);
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, 2 itens');

  await card(page, PHONE).getByRole('link', { name: 'Ver no carrinho' }).click();
  await expect(page.getByRole('heading', { name: 'Seu carrinho' })).toBeVisible();
  await expect(cartLine(page, PHONE)).toBeVisible();
  await page.getByRole('button', { name: `Aumentar a quantidade de ${PHONE}` }).click();
  await expect(qtyOf(page, PHONE)).toHaveText('2');
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, 3 itens');
  await cartLine(page, LAPTOP).getByRole('button', { name: 'Remover' }).click();
  await expect(cartLine(page, LAPTOP)).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, 2 itens');
  await expectAccessible(page, 'checkout, cart step');

  // Stored: a reload shows the same cart and count.
  await page.reload();
  await expect(qtyOf(page, PHONE)).toHaveText('2');
  await expect(cartLine(page, LAPTOP)).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, 2 itens');

  await cartButton(page).click();
  const dropdown = page.getByRole('dialog', { name: /^Carrinho/ });
  await expect(dropdown.getByText(PHONE)).toBeVisible();
  await expect(dropdown.getByRole('link', { name: 'Finalizar compra' })).toBeVisible();
});

test('a wishlisted product moves to the cart from the wishlist', async ({ page }) => {
  await openShop(page);
  await card(page, LAPTOP).getByRole('button', { name: 'Adicionar à lista de desejos' }).click();
  await expect(
    card(page, LAPTOP).getByRole('button', { name: 'Remover da lista de desejos' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/apps/ecommerce/wishlist');
  const item = page.getByRole('article', { name: LAPTOP, exact: true });
  await expect(item).toBeVisible();
  await expectAccessible(page, 'wishlist');
  await item.getByRole('button', { name: 'Mover para o carrinho' }).click();
  await expect(page.getByText(`${LAPTOP} foi para o carrinho.`)).toBeVisible();
  await expect(item).toBeHidden();
  await expect(page.getByText('Sua lista de desejos está vazia')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, 1 item');
  await page.reload();
  await expect(page.getByText('Sua lista de desejos está vazia')).toBeVisible();
});

test('an unknown product says so, with the way back to the shop', async ({ page }) => {
  await page.goto('/apps/ecommerce/product-detail/nao-existe');
  await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/);
});

test('a whole order: a new address and a card end on the confirmation and an empty cart', async ({
  page,
}) => {
  await page.goto('/apps/ecommerce/product-detail/smartphone-cajui-onda-5g-128-gb');
  await expect(page.getByRole('heading', { level: 1, name: PHONE })).toBeVisible();
  // The product's own button (its related products have theirs, in their cards).
  const purchase = page.getByRole('main').getByRole('button', { name: 'Adicionar ao carrinho' });
  await purchase.first().click();
  await page.getByRole('main').getByRole('link', { name: 'Ver no carrinho' }).first().click();

  await page.getByRole('textbox', { name: 'Cupom de desconto' }).fill('DESCONTO50');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('O cupom DESCONTO50 não existe ou expirou.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cupom de desconto' }).fill('mirante10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/Cupom MIRANTE10 aplicado/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Endereço de entrega' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const form = page.getByRole('dialog', { name: 'Novo endereço' });
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(form.getByText('Informe o nome de quem vai receber.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nome completo' }).fill('Helena Duarte');
  await form.getByRole('textbox', { name: 'Telefone' }).fill('11912345678');
  await expect(form.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 91234-5678');
  await form.getByRole('textbox', { name: 'CEP' }).fill('01310100');
  await expect(form.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
  await form.getByRole('textbox', { name: 'Rua' }).fill('Avenida Paulista');
  await form.getByRole('textbox', { name: 'Número' }).fill('1578');
  await form.getByRole('textbox', { name: 'Bairro' }).fill('Bela Vista');
  await form.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  await form.getByLabel('Estado').click();
  await page.getByRole('option', { name: /SP — São Paulo/ }).click();
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: /Avenida Paulista/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
  await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111111111111112');
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('HELENA DUARTE');
  await page.getByRole('textbox', { name: 'Validade' }).fill('1230');
  await page.getByRole('textbox', { name: /Código de segurança/ }).fill('123');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  // A number that fails the check digit is refused beside its field; what was typed stays.
  await expect(page.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveValue(
    'HELENA DUARTE',
  );
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111111111111111');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page.getByRole('heading', { name: 'Pedido confirmado!' })).toBeVisible();
  await expect(page.getByText(/^MRT-\d{4}-\d{6}$/)).toBeVisible();
  await expect(page.getByText('Cartão final 1111')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, nenhum item');
  await page.goto('/apps/ecommerce/checkout');
  await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the filters open in a drawer that shows how many products they leave', async ({ page }) => {
    await openShop(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: /^Áudio/ }).click();
    await expect(drawer.getByRole('checkbox', { name: /^Áudio/ })).toBeChecked();
    await expect(drawer.getByRole('button', { name: 'Ver 5 resultados' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Ver 5 resultados' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('5 resultados', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/categories=audio/);
    await expectAccessible(page, 'shop on a phone');
  });
});

test('a second tab sees the cart count change', async ({ page }) => {
  const other = await page.context().newPage();
  await openShop(page);
  await other.goto('/apps/ecommerce/wishlist');
  await expect(cartButton(other)).toHaveAccessibleName('Carrinho, nenhum item');
  await addFromShop(page, PHONE);
  await expect(cartButton(other)).toHaveAccessibleName('Carrinho, 1 item');
  await other.close();
});
