import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { cartRows } from '../../demo/data';
import { cartTotals } from '../../totals';
import { CART_COUNT_KEY } from './cart-count';
import { linesOf, pick, seedCart, shopper } from './test-shelf';

preloadChunks(...appShellChunks, pageChunk('ecommerce-wishlist'), () => import('./cart-dropdown'));

const brl = (value: number) => formatCurrency(value, 'br').replace(/\s/g, ' ');

/** The paths of the demo calls made while the test runs. */
function recordCalls() {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => {
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', record);
  stopRecording = () => server.events.removeListener('request:start', record);
  return paths;
}
let stopRecording = () => undefined as unknown;
// An idle browser at once: what the button leaves for an idle moment runs during the render,
// so a test waits for states, never for the idle timer.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => (task(), 1));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  stopRecording();
  vi.unstubAllGlobals();
});

const PAGE = '/apps/ecommerce/wishlist';

describe('CartButton', () => {
  it('asks the count once when none is known, and shows the units', async () => {
    const userId = await shopper();
    await seedCart(userId, [
      { product: pick(0), qty: 2 },
      { product: pick(1), qty: 1 },
    ]);
    const calls = recordCalls();
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Carrinho, 3 itens' })).toBeVisible();
    expect(calls.filter((call) => call === 'GET /apps/ecommerce/cart/count')).toHaveLength(1);
    // The count alone: the cart's lines (and the catalogue's handlers) are the shop's.
    expect(calls).not.toContain('GET /apps/ecommerce/cart');
    expect(JSON.parse(localStorage.getItem(CART_COUNT_KEY) ?? 'null')).toEqual({
      owner: userId,
      count: 3,
    });
  });

  it('shows the count it knows without calling the cart', async () => {
    const userId = await shopper();
    localStorage.setItem(CART_COUNT_KEY, JSON.stringify({ owner: userId, count: 5 }));
    const calls = recordCalls();
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Carrinho, 5 itens' })).toBeVisible();
    await screen.findByText('Sua lista de desejos está vazia');
    expect(calls).not.toContain('GET /apps/ecommerce/cart');
    expect(calls).not.toContain('GET /apps/ecommerce/cart/count');
  });

  it('follows a change another tab made', async () => {
    const userId = await shopper();
    localStorage.setItem(CART_COUNT_KEY, JSON.stringify({ owner: userId, count: 5 }));
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Carrinho, 5 itens' })).toBeVisible();
    // What the other tab writes, and the event this one hears.
    localStorage.setItem(CART_COUNT_KEY, JSON.stringify({ owner: userId, count: 2 }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_COUNT_KEY }));
    expect(await screen.findByRole('button', { name: 'Carrinho, 2 itens' })).toBeVisible();
  });

  it('treats a corrupted count as unknown', async () => {
    await shopper();
    localStorage.setItem(CART_COUNT_KEY, '{"owner":');
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Carrinho, nenhum item' })).toBeVisible();
  });

  it('lists the lines and the total in its dropdown, and removes a line', async () => {
    const userId = await shopper();
    const items = [
      { product: pick(0), qty: 2 },
      { product: pick(1), qty: 1 },
    ];
    await seedCart(userId, items);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Carrinho, 3 itens' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Carrinho, 3 itens' });
    expect(await within(dropdown).findByText('Meu carrinho')).toBeVisible();
    const first = await within(dropdown).findByRole('link', { name: items[0]!.product.name });
    expect(first).toHaveAttribute(
      'href',
      `/apps/ecommerce/product-detail/${items[0]!.product.slug}`,
    );
    expect(within(dropdown).getByText(`2 × ${brl(items[0]!.product.price)}`)).toBeVisible();
    const total = cartTotals(linesOf(items)).total;
    expect(within(dropdown).getByText(brl(total))).toBeVisible();
    expect(within(dropdown).getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    );

    await user.click(
      within(dropdown).getByRole('button', {
        name: `Remover ${items[1]!.product.name} do carrinho`,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Carrinho, 2 itens' })).toBeVisible();
    expect(await screen.findByText(`${items[1]!.product.name} saiu do carrinho.`)).toBeVisible();
    await waitFor(async () =>
      expect((await cartRows.all()).map((row) => row.productId)).toEqual([items[0]!.product.id]),
    );
  });

  it('says when the cart is empty, with the way to the shop', async () => {
    await shopper();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Carrinho, nenhum item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Carrinho, nenhum item' });
    expect(await within(dropdown).findByText('Seu carrinho está vazio')).toBeVisible();
    expect(within(dropdown).getByRole('link', { name: 'Ir para a loja' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  });

  it('is not shown to a user who cannot see the shop', async () => {
    await signInAs('client');
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /^Carrinho/ })).toBeNull();
  });
});
