import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { pick, seedCart, seedWishlist, shopper } from '../components/cart/test-shelf';
import { cartRows, wishlistRows } from '../demo/data';

preloadChunks(...appShellChunks, pageChunk('ecommerce-wishlist'));

const card = (name: string) => screen.findByRole('article', { name });

describe('WishlistPage', () => {
  it('shows each wished product with its link, brand, price and actions', async () => {
    const userId = await shopper();
    const product = pick(0);
    await seedWishlist(userId, [product]);
    renderApp('/apps/ecommerce/wishlist');
    const item = await card(product.name);
    expect(within(item).getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/apps/ecommerce/product-detail/${product.slug}`,
    );
    expect(within(item).getByText(product.brand)).toBeVisible();
    const image = item.querySelector('img');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByText('1 produto na sua lista')).toBeVisible();
  });

  it('moves a product to the cart', async () => {
    const userId = await shopper();
    const [first, second] = [pick(0), pick(1)];
    await seedWishlist(userId, [first, second]);
    const { user } = renderApp('/apps/ecommerce/wishlist');
    const item = await card(first.name);
    await user.click(within(item).getByRole('button', { name: 'Mover para o carrinho' }));
    expect(await screen.findByText(`${first.name} foi para o carrinho.`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: first.name })).toBeNull());
    expect(screen.getByRole('article', { name: second.name })).toBeVisible();
    const cart = (await cartRows.all()).filter((row) => row.userId === userId);
    expect(cart.map((row) => [row.productId, row.qty])).toEqual([[first.id, 1]]);
    // The navbar's badge follows.
    expect(await screen.findByRole('button', { name: 'Carrinho, 1 item' })).toBeVisible();
  });

  it('only leaves the wishlist when the product is in the cart already', async () => {
    const userId = await shopper();
    const product = pick(2);
    await seedCart(userId, [{ product, qty: 2 }]);
    await seedWishlist(userId, [product]);
    const { user } = renderApp('/apps/ecommerce/wishlist');
    const item = await card(product.name);
    expect(within(item).getByText('No carrinho')).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Mover para o carrinho' }));
    expect(
      await screen.findByText(`${product.name} já estava no carrinho; saiu da lista de desejos.`),
    ).toBeVisible();
    const cart = (await cartRows.all()).filter((row) => row.userId === userId);
    expect(cart.map((row) => row.qty)).toEqual([2]);
  });

  it('removes a product, and puts it back on "Desfazer"', async () => {
    const userId = await shopper();
    const product = pick(0);
    await seedWishlist(userId, [product]);
    const { user } = renderApp('/apps/ecommerce/wishlist');
    const item = await card(product.name);
    await user.click(within(item).getByRole('button', { name: 'Remover' }));
    const toast = (await screen.findByText(`${product.name} saiu da lista de desejos.`)).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(await screen.findByText('Sua lista de desejos está vazia')).toBeVisible();
    await user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    expect(await card(product.name)).toBeVisible();
    await waitFor(async () =>
      expect((await wishlistRows.all()).map((row) => row.productId)).toEqual([product.id]),
    );
  });

  it('says the list is empty, with the way to the shop', async () => {
    await shopper();
    renderApp('/apps/ecommerce/wishlist');
    expect(await screen.findByText('Sua lista de desejos está vazia')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explorar a loja' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  });

  it('says why the list did not load, and tries again', async () => {
    const userId = await shopper();
    const product = pick(0);
    await seedWishlist(userId, [product]);
    let calls = 0;
    server.use(
      demoApi('Ecommerce').get('/apps/ecommerce/wishlist', () => {
        calls += 1;
        // The first call and its two automatic retries fail; the retry button's goes through.
        return calls <= 3 ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : undefined;
      }),
    );
    const { user } = renderApp('/apps/ecommerce/wishlist');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista de desejos');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await card(product.name)).toBeVisible();
  });
});
