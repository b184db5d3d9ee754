import { HttpResponse } from 'msw';
import { demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { unlessDuplicate } from '@/lib/demo/db';
import { queryList } from '@/lib/demo/list';
import { productIdBodySchema, qtyBodySchema } from '../types';
import { catalogueByName, facets, findProduct, productList, relatedTo } from './catalogue';
import { checkoutHandlers } from './checkout-handlers';
import { cartRows, findCoupon, ownKey, wishlistRows } from './data';
import {
  cartLinesOf,
  conflict,
  ownRow,
  productsOf,
  seenBy,
  shelfOf,
  toCartItem,
  toWishlistItem,
} from './shelf';

export { catalogue, LARGE_ECOMMERCE_KEY } from './catalogue';
export { addressRows, cartRows, orderRows, wishlistRows } from './data';

const now = () => new Date().toISOString();

/** Reading needs `read Ecommerce`; adding `create`; a quantity `update`; removing `delete`. */
const api = demoApi('Ecommerce');

const shopHandlers = [
  // SPEC §7: a page of products with the caller's wishlist and cart; ours: the facets.
  api.get('/apps/ecommerce/products', async ({ request, caller }) => {
    const { rows, total } = queryList(request, catalogueByName, productList);
    const shelf = await shelfOf(caller.id);
    return HttpResponse.json({
      products: rows.map(seenBy(shelf)),
      total,
      userWishlist: shelf.wishlist.map(toWishlistItem),
      userCart: shelf.cart.map(toCartItem),
      facets,
    });
  }),

  // By id or slug (SPEC §8: 404 for an unknown product), with up to four related ones.
  api.get<{ idOrSlug: string }>(
    '/apps/ecommerce/products/:idOrSlug',
    async ({ params, caller }) => {
      const product = findProduct(params.idOrSlug);
      if (!product) return notFound();
      const show = seenBy(await shelfOf(caller.id));
      return HttpResponse.json({ product: show(product), related: relatedTo(product).map(show) });
    },
  ),

  api.get('/apps/ecommerce/wishlist', async ({ caller }) => {
    const shelf = await shelfOf(caller.id);
    const show = seenBy(shelf);
    return HttpResponse.json({
      products: productsOf(shelf.wishlist).map(({ product }) => show(product)),
    });
  }),

  api.get('/apps/ecommerce/cart', async ({ caller }) =>
    HttpResponse.json({ products: cartLinesOf(await shelfOf(caller.id)) }),
  ),

  // SPEC §4: added with qty 1. Checked and stored in one transaction: two tabs adding the
  // same product store one line.
  api.post('/apps/ecommerce/cart', async ({ request, caller }) => {
    const body = await readBody(request, productIdBodySchema);
    if (!body) return invalidBody(request);
    const product = findProduct(body.productId);
    if (!product) return notFound();
    if (product.stock === 0) return conflict('soldOut', 'This product is sold out.');
    const row = await unlessDuplicate(
      cartRows.insert(
        (id) => ({ id, userId: caller.id, productId: product.id, qty: 1, addedAt: now() }),
        { uniqueBy: ownKey },
      ),
    );
    if (!row) return conflict('alreadyInCart', 'This product is already in your cart.');
    return HttpResponse.json({ item: toCartItem(row) }, { status: 201 });
  }),

  // Ours: the line's quantity, 1 to MAX_QTY and no more than the stock.
  api.patch<{ productId: string }>(
    '/apps/ecommerce/cart/:productId',
    async ({ request, params, caller }) => {
      const body = await readBody(request, qtyBodySchema);
      if (!body) return invalidBody(request);
      const row = await ownRow(cartRows, caller.id, params.productId);
      const product = row && findProduct(row.productId);
      if (!row || !product) return notFound();
      if (body.qty > product.stock) {
        return conflict('overStock', `Only ${product.stock} in stock.`, { stock: product.stock });
      }
      const updated = await cartRows.update(row.id, () => ({ qty: body.qty }));
      return updated ? HttpResponse.json({ item: toCartItem(updated) }) : notFound();
    },
  ),

  api.delete<{ productId: string }>(
    '/apps/ecommerce/cart/:productId',
    async ({ params, caller }) => {
      const row = await ownRow(cartRows, caller.id, params.productId);
      if (!row || !(await cartRows.remove(row.id))) return notFound();
      return HttpResponse.json({ productId: row.productId });
    },
  ),

  // The last added first. A sold-out product may be wished for.
  api.post('/apps/ecommerce/wishlist', async ({ request, caller }) => {
    const body = await readBody(request, productIdBodySchema);
    if (!body) return invalidBody(request);
    const product = findProduct(body.productId);
    if (!product) return notFound();
    const row = await unlessDuplicate(
      wishlistRows.insert(
        (id) => ({ id, userId: caller.id, productId: product.id, addedAt: now() }),
        { at: 'start', uniqueBy: ownKey },
      ),
    );
    if (!row) return conflict('alreadyInWishlist', 'This product is already in your wishlist.');
    return HttpResponse.json({ item: toWishlistItem(row) }, { status: 201 });
  }),

  api.delete<{ productId: string }>(
    '/apps/ecommerce/wishlist/:productId',
    async ({ params, caller }) => {
      const row = await ownRow(wishlistRows, caller.id, params.productId);
      if (!row || !(await wishlistRows.remove(row.id))) return notFound();
      return HttpResponse.json({ productId: row.productId });
    },
  ),

  // Ours: the one demo coupon, MIRANTE10, in any case; anything else is unknown.
  api.get<{ code: string }>('/apps/ecommerce/coupons/:code', ({ params }) => {
    const coupon = findCoupon(params.code);
    return coupon ? HttpResponse.json({ coupon }) : notFound();
  }),
];

export const ecommerceHandlers = [...shopHandlers, ...checkoutHandlers];
