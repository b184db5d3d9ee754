import { HttpResponse } from 'msw';
import { addDays, today } from '@/lib/dates';
import { createRandom } from '@/lib/demo/random';
import type { CartItem, CartLine, Product, WishlistItem } from '../types';
import { findProduct, type CatalogueProduct } from './catalogue';
import { cartRows, wishlistRows, type CartRow, type WishlistRow } from './data';

/**
 * What a cart line adds to its product (SPEC §3, §9): the shipping day, 2 to 7 days from
 * `from` (today), the number of offers (1–4) and the discount (3–20 %). SPEC §9 draws them at
 * random; ours are drawn from the product's id, so a product always shows the same.
 */
export function lineTermsOf(productId: number, from: string = today()) {
  const random = createRandom(productId * 7919 + 17);
  return {
    shippingDate: addDays(from, random.int(2, 7)),
    offers: random.int(1, 4),
    discountPercentage: random.int(3, 20),
  };
}

/** The caller's cart (in the order added) and wishlist (the last added first). */
export async function shelfOf(userId: string) {
  const [cart, wishlist] = await Promise.all([cartRows.all(), wishlistRows.all()]);
  return {
    cart: cart.filter((row) => row.userId === userId),
    wishlist: wishlist.filter((row) => row.userId === userId),
  };
}
export type Shelf = Awaited<ReturnType<typeof shelfOf>>;

/** The caller's row for a product named in a path (`…/cart/12`), if they hold one. */
export async function ownRow<T extends CartRow | WishlistRow>(
  rows: { all(): Promise<readonly T[]> },
  userId: string,
  productId: string,
): Promise<T | undefined> {
  if (!/^\d{1,9}$/.test(productId)) return undefined;
  const id = Number(productId);
  return (await rows.all()).find((row) => row.userId === userId && row.productId === id);
}

/** Products as the caller sees them: in their cart, in their wishlist. */
export function seenBy(shelf: Shelf): (product: CatalogueProduct) => Product {
  const inCart = new Set(shelf.cart.map((row) => row.productId));
  const inWishlist = new Set(shelf.wishlist.map((row) => row.productId));
  return (product) => ({
    ...product,
    isInCart: inCart.has(product.id),
    isInWishlist: inWishlist.has(product.id),
  });
}

export const toCartItem = ({ id, productId, qty }: CartRow): CartItem => ({ id, productId, qty });
export const toWishlistItem = ({ id, productId }: WishlistRow): WishlistItem => ({
  id,
  productId,
});

/** The products of rows, in the rows' order (a row whose product is gone is left out). */
export const productsOf = <T extends { productId: number }>(rows: readonly T[]) =>
  rows.flatMap((row) => {
    const product = findProduct(row.productId);
    return product ? [{ row, product }] : [];
  });

/** The caller's cart view (SPEC §3): each product with its line's quantity and terms. */
export function cartLinesOf(shelf: Shelf, from: string = today()): CartLine[] {
  const show = seenBy(shelf);
  return productsOf(shelf.cart).map(({ row, product }) => ({
    ...show(product),
    cartItemId: row.id,
    qty: row.qty,
    ...lineTermsOf(product.id, from),
  }));
}

/**
 * A refusal the page words by its `code`: already there, sold out, more than the stock, an
 * empty cart. Nothing was stored.
 */
export const conflict = (code: string, error: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error, code, ...extra }, { status: 409 });
