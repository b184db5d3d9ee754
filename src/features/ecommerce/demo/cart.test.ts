import { describe, expect, it } from 'vitest';
import { daysBetween, today } from '@/lib/dates';
import { issueTokens } from '@/lib/demo/tokens';
import { demoApiClient } from '@/test/demo-api';
import {
  cartItemAnswerSchema,
  cartResponseSchema,
  couponAnswerSchema,
  productResponseSchema,
  productsResponseSchema,
  removedAnswerSchema,
  wishlistItemAnswerSchema,
  wishlistResponseSchema,
} from '../types';
import { catalogue } from './catalogue';
import { cartRows, wishlistRows } from './data';
import { answer, callerWith, registerShopper, type ShopCall } from './test-client';

const { call, signOut } = demoApiClient();

const idOf = (slug: string) => {
  const product = catalogue.find((item) => item.slug === slug);
  if (!product) throw new Error(slug);
  return product.id;
};
const PHONE = idOf('smartphone-cajui-onda-5g-128-gb');
const KETTLE = idOf('chaleira-eletrica-pampa-chimarrao-1-7-l');
const SOLD_OUT = idOf('smartphone-orvik-fjord-128-gb');
/** Six in stock. */
const FOLDABLE = idOf('smartphone-mare-vento-dobravel-512-gb');

const addToCart = (productId: unknown, as: ShopCall = call) =>
  as('/apps/ecommerce/cart', { productId });
const addToWishlist = (productId: unknown, as: ShopCall = call) =>
  as('/apps/ecommerce/wishlist', { productId });
const setQty = (productId: number | string, qty: unknown) =>
  call(`/apps/ecommerce/cart/${productId}`, { qty }, 'PATCH');
const cart = async (as: ShopCall = call) =>
  cartResponseSchema.parse(await answer(as('/apps/ecommerce/cart'))).products;
const wishlist = async (as: ShopCall = call) =>
  wishlistResponseSchema.parse(await answer(as('/apps/ecommerce/wishlist'))).products;
const shop = async (as: ShopCall = call) =>
  productsResponseSchema.parse(await answer(as('/apps/ecommerce/products?perPage=100')));

/** Runs `refused`, expects `status`, and checks nothing was stored. */
async function refusedWith(status: number, refused: () => Promise<Response>) {
  const before = [await cartRows.all(), await wishlistRows.all()];
  const response = await refused();
  expect(response.status).toBe(status);
  expect([await cartRows.all(), await wishlistRows.all()]).toEqual(before);
  return (await response.json()) as { error: unknown; code?: string };
}

describe('e-commerce cart', () => {
  it('adds a product with qty 1 (201) and shows the lines in the order added', async () => {
    const added = cartItemAnswerSchema.parse(await answer(addToCart(KETTLE), 201));
    expect(added.item).toEqual({ id: 1, productId: KETTLE, qty: 1 });
    await answer(addToCart(PHONE), 201);
    const before = today();
    const lines = await cart();
    const after = today();
    expect(lines.map((line) => line.id)).toEqual([KETTLE, PHONE]);
    expect(lines[0]).toMatchObject({
      cartItemId: 1,
      qty: 1,
      isInCart: true,
      slug: expect.any(String) as string,
    });
    for (const line of lines) {
      const days = [daysBetween(before, line.shippingDate), daysBetween(after, line.shippingDate)];
      expect(days.some((count) => count !== null && count >= 2 && count <= 7)).toBe(true);
      expect(line.offers).toBeGreaterThanOrEqual(1);
      expect(line.offers).toBeLessThanOrEqual(4);
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(line.discountPercentage).toBeLessThanOrEqual(20);
    }
    // The same product always shows the same terms.
    expect(
      (await cart()).map(({ offers, discountPercentage }) => [offers, discountPercentage]),
    ).toEqual(lines.map(({ offers, discountPercentage }) => [offers, discountPercentage]));
  });

  it('marks the caller’s cart in the list, the product page and userCart', async () => {
    await answer(addToCart(PHONE), 201);
    const listed = await shop();
    expect(listed.userCart).toEqual([{ id: 1, productId: PHONE, qty: 1 }]);
    expect(listed.products.filter((product) => product.isInCart).map((p) => p.id)).toEqual([PHONE]);
    const page = productResponseSchema.parse(
      await answer(call(`/apps/ecommerce/products/${PHONE}`)),
    );
    expect(page.product.isInCart).toBe(true);
    expect(page.product.isInWishlist).toBe(false);
  });

  it('refuses a product already in the cart, sold out or unknown, and a malformed body', async () => {
    await answer(addToCart(PHONE), 201);
    const twice = await refusedWith(409, () => addToCart(PHONE));
    expect(twice).toMatchObject({
      code: 'alreadyInCart',
      error: 'This product is already in your cart.',
    });
    expect(await refusedWith(409, () => addToCart(SOLD_OUT))).toMatchObject({ code: 'soldOut' });
    await refusedWith(404, () => addToCart(9999));
    await refusedWith(404, () => addToCart(1.5));
    await refusedWith(400, () => addToCart('1'));
    await refusedWith(400, () => call('/apps/ecommerce/cart', {}));
    await refusedWith(400, () => call('/apps/ecommerce/cart', 'not an object'));
    const { accessToken } = await issueTokens(1);
    await refusedWith(400, () =>
      fetch('http://localhost:3000/apps/ecommerce/cart', {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
        body: '{ not json',
      }),
    );
    expect(await cartRows.all()).toHaveLength(1);
  });

  it('changes a line’s quantity, 1 to 10 and no more than the stock', async () => {
    await answer(addToCart(FOLDABLE), 201);
    const changed = cartItemAnswerSchema.parse(await answer(setQty(FOLDABLE, 6)));
    expect(changed.item).toMatchObject({ productId: FOLDABLE, qty: 6 });
    expect((await cart())[0]?.qty).toBe(6);
    expect(await refusedWith(409, () => setQty(FOLDABLE, 7))).toMatchObject({
      code: 'overStock',
      stock: 6,
    });
    for (const qty of [0, 11, 2.5, '3', null]) await refusedWith(400, () => setQty(FOLDABLE, qty));
    await refusedWith(404, () => setQty(PHONE, 2));
    await refusedWith(404, () => setQty('abc', 2));
    await answer(addToCart(KETTLE), 201);
    expect(cartItemAnswerSchema.parse(await answer(setQty(KETTLE, 10))).item.qty).toBe(10);
  });

  it('removes a line, and answers 404 for a product not in the cart', async () => {
    await answer(addToCart(PHONE), 201);
    await answer(addToCart(KETTLE), 201);
    const removed = await answer(call(`/apps/ecommerce/cart/${PHONE}`, undefined, 'DELETE'));
    expect(removedAnswerSchema.parse(removed)).toEqual({ productId: PHONE });
    expect((await cart()).map((line) => line.id)).toEqual([KETTLE]);
    await refusedWith(404, () => call(`/apps/ecommerce/cart/${PHONE}`, undefined, 'DELETE'));
    await refusedWith(404, () => call('/apps/ecommerce/cart/abc', undefined, 'DELETE'));
    // Added again, it goes to the end with a new line id.
    expect(cartItemAnswerSchema.parse(await answer(addToCart(PHONE), 201)).item.id).toBe(3);
  });
});

describe('e-commerce wishlist', () => {
  it('adds products (201), the last added first, sold-out ones too', async () => {
    const added = wishlistItemAnswerSchema.parse(await answer(addToWishlist(PHONE), 201));
    expect(added.item).toEqual({ id: 1, productId: PHONE });
    await answer(addToWishlist(SOLD_OUT), 201);
    const products = await wishlist();
    expect(products.map((product) => product.id)).toEqual([SOLD_OUT, PHONE]);
    expect(products.every((product) => product.isInWishlist && !product.isInCart)).toBe(true);
    const listed = await shop();
    expect(listed.userWishlist.map((item) => item.productId)).toEqual([SOLD_OUT, PHONE]);
    expect(listed.products.filter((product) => product.isInWishlist)).toHaveLength(2);
  });

  it('refuses a product already there or unknown, and a malformed body', async () => {
    await answer(addToWishlist(PHONE), 201);
    expect(await refusedWith(409, () => addToWishlist(PHONE))).toMatchObject({
      code: 'alreadyInWishlist',
    });
    await refusedWith(404, () => addToWishlist(9999));
    await refusedWith(400, () => addToWishlist(undefined));
  });

  it('removes a product, and answers 404 for one not there', async () => {
    await answer(addToWishlist(PHONE), 201);
    const removed = await answer(call(`/apps/ecommerce/wishlist/${PHONE}`, undefined, 'DELETE'));
    expect(removedAnswerSchema.parse(removed)).toEqual({ productId: PHONE });
    expect(await wishlist()).toEqual([]);
    await refusedWith(404, () => call(`/apps/ecommerce/wishlist/${PHONE}`, undefined, 'DELETE'));
  });
});

describe('e-commerce per user', () => {
  it('keeps each user’s cart and wishlist their own', async () => {
    const marina = await registerShopper();
    await answer(addToCart(PHONE), 201);
    await answer(addToWishlist(KETTLE), 201);
    // The same product in another user's cart is no clash.
    await answer(addToCart(PHONE, marina), 201);
    await answer(addToCart(KETTLE, marina), 201);
    expect((await cart()).map((line) => line.id)).toEqual([PHONE]);
    expect((await cart(marina)).map((line) => line.id)).toEqual([PHONE, KETTLE]);
    expect(await wishlist(marina)).toEqual([]);
    const seen = await shop(marina);
    expect(seen.userWishlist).toEqual([]);
    expect(seen.products.find((product) => product.id === KETTLE)).toMatchObject({
      isInCart: true,
      isInWishlist: false,
    });
    // Neither can change the other's lines.
    expect((await marina(`/apps/ecommerce/wishlist/${KETTLE}`, undefined, 'DELETE')).status).toBe(
      404,
    );
    await answer(call(`/apps/ecommerce/cart/${PHONE}`, undefined, 'DELETE'));
    expect((await cart(marina)).map((line) => line.id)).toEqual([PHONE, KETTLE]);
  });

  it('answers 401 without a token and 403 to the client, who may not shop', async () => {
    const client = callerWith((await issueTokens(2)).accessToken);
    expect((await client('/apps/ecommerce/products')).status).toBe(403);
    expect((await addToCart(PHONE, client)).status).toBe(403);
    expect(await cartRows.all()).toEqual([]);
    signOut();
    expect((await call('/apps/ecommerce/cart')).status).toBe(401);
    expect((await addToWishlist(PHONE)).status).toBe(401);
  });
});

describe('e-commerce coupons', () => {
  it('knows MIRANTE10, in any case, and nothing else', async () => {
    for (const code of ['MIRANTE10', 'mirante10', 'Mirante10']) {
      const found = couponAnswerSchema.parse(await answer(call(`/apps/ecommerce/coupons/${code}`)));
      expect(found.coupon).toEqual({ code: 'MIRANTE10', percentOff: 10 });
    }
    for (const code of ['MIRANTE20', 'x', 'MIRANTE10%20EXTRA']) {
      expect((await call(`/apps/ecommerce/coupons/${code}`)).status, code).toBe(404);
    }
  });
});
