import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { formatCurrency } from '@/lib/format';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { linesOf, pick, seedAddress, seedCart, shopper } from '../components/cart/test-shelf';
import { addressRows, cartRows, orderRows } from '../demo/data';
import { cartTotals } from '../totals';

preloadChunks(
  ...appShellChunks,
  pageChunk('ecommerce-checkout'),
  () => import('../components/checkout/address-form'),
);

const brl = (value: number) => formatCurrency(value, 'br').replace(/\s/g, ' ');
const summary = () => screen.findByRole('complementary', { name: 'Resumo do pedido' });
/** The figure beside a label of the summary. */
const figure = (box: HTMLElement, label: string | RegExp) =>
  within(box)
    .getByText(label)
    .closest('div')
    ?.querySelector('dd')
    ?.textContent?.replace(/\s/g, ' ');

async function cartOf(items: Parameters<typeof seedCart>[1]) {
  const userId = await shopper();
  await seedCart(userId, items);
  return userId;
}

describe('CheckoutPage — cart', () => {
  it('shows the lines and the figures of cartTotals', async () => {
    const items = [
      { product: pick(0), qty: 2 },
      { product: pick(1), qty: 1 },
    ];
    await cartOf(items);
    renderApp('/apps/ecommerce/checkout');
    expect(await screen.findByRole('heading', { level: 2, name: 'Seu carrinho' })).toBeVisible();
    const line = screen.getByRole('article', { name: items[0]!.product.name });
    expect(
      within(line).getByRole('group', { name: `Quantidade de ${items[0]!.product.name}` }),
    ).toHaveTextContent('2');
    expect(within(line).getByText(/^Entrega prevista: /)).toBeVisible();
    expect(within(line).getByText(/ofertas? disponíve(l|is)$/)).toBeVisible();

    const totals = cartTotals(linesOf(items));
    const box = await summary();
    expect(figure(box, 'Subtotal (3 itens)')).toBe(brl(totals.subtotal));
    expect(figure(box, 'Descontos')).toBe(brl(-totals.discount));
    expect(figure(box, 'Entrega')).toBe(totals.delivery === 0 ? 'Grátis' : brl(totals.delivery));
    expect(figure(box, 'Total')).toBe(brl(totals.total));
  });

  it('sends a burst of "+" as one change', async () => {
    const product = pick(0);
    await cartOf([{ product, qty: 1 }]);
    const patches: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'PATCH') patches.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    try {
      const { user } = renderApp('/apps/ecommerce/checkout');
      const more = await screen.findByRole('button', {
        name: `Aumentar a quantidade de ${product.name}`,
      });
      await user.click(more);
      await user.click(more);
      await waitFor(async () => expect((await cartRows.all())[0]?.qty).toBe(3));
      expect(patches).toEqual([`/apps/ecommerce/cart/${product.id}`]);
      expect(await screen.findByRole('button', { name: 'Carrinho, 3 itens' })).toBeVisible();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('refuses an unknown coupon beside the field and applies MIRANTE10', async () => {
    const items = [{ product: pick(2), qty: 1 }];
    await cartOf(items);
    const { user, router } = renderApp('/apps/ecommerce/checkout');
    const field = await screen.findByRole('textbox', { name: 'Cupom de desconto' });
    await user.type(field, 'promo50');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('O cupom PROMO50 não existe ou expirou.')).toBeVisible();
    expect(field).toHaveAccessibleDescription('O cupom PROMO50 não existe ou expirou.');

    await user.clear(field);
    await user.type(field, 'mirante10{Enter}');
    expect(await screen.findByText('Cupom MIRANTE10 aplicado: 10% de desconto')).toBeVisible();
    expect(router.state.location.search).toBe('?coupon=MIRANTE10');
    const totals = cartTotals(linesOf(items), 10);
    const box = await summary();
    expect(figure(box, 'Cupom MIRANTE10')).toBe(brl(-totals.coupon));
    expect(figure(box, 'Total')).toBe(brl(totals.total));

    await user.click(screen.getByRole('button', { name: 'Remover o cupom MIRANTE10' }));
    expect(await screen.findByRole('textbox', { name: 'Cupom de desconto' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('has its own state when the cart is empty', async () => {
    await shopper();
    renderApp('/apps/ecommerce/checkout');
    expect(await screen.findByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para a loja' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  });
});

describe('CheckoutPage — address', () => {
  it('says what is wrong beside each field, and selects the address it saves', async () => {
    await cartOf([{ product: pick(0), qty: 1 }]);
    const { user } = renderApp('/apps/ecommerce/checkout?step=address');
    expect(await screen.findByText('Nenhum endereço salvo')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Novo endereço' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo endereço' });
    await user.click(await within(drawer).findByRole('button', { name: 'Salvar endereço' }));
    const name = within(drawer).getByRole('textbox', { name: 'Nome completo' });
    expect(name).toHaveAccessibleDescription('Informe o nome de quem vai receber.');
    const cep = within(drawer).getByRole('textbox', { name: 'CEP' });
    expect(cep).toHaveAccessibleDescription('Informe o CEP com 8 dígitos, como 01310-100.');
    expect(within(drawer).getByText('Escolha o estado.')).toBeVisible();

    await user.type(name, 'Helena Duarte');
    await user.type(within(drawer).getByRole('textbox', { name: 'Telefone' }), '11912345678');
    expect(within(drawer).getByRole('textbox', { name: 'Telefone' })).toHaveValue(
      '(11) 91234-5678',
    );
    await user.type(cep, '01310100');
    expect(cep).toHaveValue('01310-100');
    expect(cep).not.toHaveAccessibleDescription();
    await user.type(within(drawer).getByRole('textbox', { name: 'Rua' }), 'Avenida Paulista');
    await user.type(within(drawer).getByRole('textbox', { name: 'Número' }), '1578');
    await user.type(within(drawer).getByRole('textbox', { name: 'Bairro' }), 'Bela Vista');
    await user.type(within(drawer).getByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    await user.click(within(drawer).getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'SP — São Paulo' }));
    await user.click(within(drawer).getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByText('Endereço salvo.')).toBeVisible();
    const choice = await screen.findByRole('radio', { name: /Helena Duarte/ });
    expect(choice).toBeChecked();
    expect((await addressRows.all()).map((row) => row.cep)).toEqual(['01310-100']);
  });
});

describe('CheckoutPage — failures', () => {
  const failWith500 = (path: string) =>
    server.use(
      demoApi('Ecommerce').post(path, () => HttpResponse.json({ error: 'Boom' }, { status: 500 })),
    );

  it('keeps the new address as typed when its save fails', async () => {
    await cartOf([{ product: pick(0), qty: 1 }]);
    failWith500('/apps/ecommerce/addresses');
    const { user } = renderApp('/apps/ecommerce/checkout?step=address');
    await user.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo endereço' });
    const fill = async (name: string, text: string) =>
      user.type(await within(drawer).findByRole('textbox', { name }), text);
    await fill('Nome completo', 'Helena Duarte');
    await fill('Telefone', '1131234567');
    await fill('CEP', '01310100');
    await fill('Rua', 'Avenida Paulista');
    await fill('Número', '1578');
    await fill('Bairro', 'Bela Vista');
    await fill('Cidade', 'São Paulo');
    await user.click(within(drawer).getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'SP — São Paulo' }));
    await user.click(within(drawer).getByRole('button', { name: 'Salvar endereço' }));

    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar o endereço');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(within(drawer).getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3123-4567');
    expect(within(drawer).getByRole('textbox', { name: 'Rua' })).toHaveValue('Avenida Paulista');
  });

  it('keeps the card as typed when the order fails, and says why', async () => {
    const userId = await cartOf([{ product: pick(0), qty: 1 }]);
    const address = await seedAddress(userId);
    failWith500('/apps/ecommerce/orders');
    const { user } = renderApp(`/apps/ecommerce/checkout?step=payment&address=${address.id}`);
    const number = await screen.findByRole('textbox', { name: 'Número do cartão' });
    await user.type(number, '5555555555554444');
    expect(screen.getByText('Mastercard')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Helena D');
    await user.type(
      screen.getByRole('textbox', { name: 'Validade' }),
      `01${String((new Date().getFullYear() + 2) % 100)}`,
    );
    await user.type(screen.getByRole('textbox', { name: 'Código de segurança' }), '321');
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível finalizar a compra');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(number).toHaveValue('5555 5555 5555 4444');
    expect(screen.getByRole('textbox', { name: 'Código de segurança' })).toHaveValue('321');
    expect(await cartRows.all()).toHaveLength(1);
  });
});

describe('CheckoutPage — payment', () => {
  it('places the order by card and ends on the confirmation', async () => {
    const items = [{ product: pick(3), qty: 2 }];
    const userId = await cartOf(items);
    const address = await seedAddress(userId);
    const { user } = renderApp('/apps/ecommerce/checkout?coupon=MIRANTE10');

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Endereço de entrega' })).toHaveFocus();
    expect(await screen.findByRole('radio', { name: /Helena Duarte/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento' })).toHaveFocus();

    const number = screen.getByRole('textbox', { name: 'Número do cartão' });
    await user.type(number, '4111111111111112');
    expect(number).toHaveValue('4111 1111 1111 1112');
    expect(screen.getByText('Visa')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Helena D');
    await user.type(screen.getByRole('textbox', { name: 'Validade' }), '0120');
    await user.type(screen.getByRole('textbox', { name: 'Código de segurança' }), '123');
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    expect(number).toHaveAccessibleDescription(
      'Este número de cartão não é válido. Confira os dígitos.',
    );
    expect(screen.getByRole('textbox', { name: 'Validade' })).toHaveAccessibleDescription(
      'Este cartão está vencido.',
    );

    await user.clear(number);
    await user.type(number, '4111111111111111');
    const expiry = screen.getByRole('textbox', { name: 'Validade' });
    await user.clear(expiry);
    await user.type(expiry, `12${String((new Date().getFullYear() + 3) % 100)}`);
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));

    expect(await screen.findByRole('heading', { name: 'Pedido confirmado!' })).toHaveFocus();
    const [order] = await orderRows.all();
    expect(order).toMatchObject({ addressId: address.id, payment: 'card', coupon: 'MIRANTE10' });
    expect(screen.getByText(order!.orderNumber)).toBeVisible();
    expect(screen.getByText(brl(order!.total))).toBeVisible();
    expect(order!.total).toBe(cartTotals(linesOf(items), 10).total);
    expect(screen.getByText('Cartão final 1111')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar comprando' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
    expect(await cartRows.all()).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Carrinho, nenhum item' })).toBeVisible();
  });

  it('keeps what was chosen when the order fails, and says why', async () => {
    const userId = await cartOf([{ product: pick(0), qty: 1 }]);
    const address = await seedAddress(userId);
    // Another tab placed the cart meanwhile.
    const { user } = renderApp(`/apps/ecommerce/checkout?step=payment&address=${address.id}`);
    await user.click(await screen.findByRole('radio', { name: /PIX/ }));
    await cartRows.removeWhere(() => true);
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    expect(
      await screen.findByText(
        /Seu carrinho está vazio agora — talvez o pedido já tenha sido feito/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /PIX/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Pedido confirmado!' })).toBeNull();
  });
});
