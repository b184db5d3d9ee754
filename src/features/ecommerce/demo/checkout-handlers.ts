import { HttpResponse } from 'msw';
import { badRequest, demoApi, invalidBody, readBody } from '@/lib/demo/api';
import { addAddressBodySchema, placeOrderBodySchema } from '../checkout-types';
import { cartTotals } from '../totals';
import {
  addressRows,
  cartRows,
  findCoupon,
  orderNumberOf,
  orderRows,
  type AddressRow,
} from './data';
import { cartLinesOf, conflict, shelfOf } from './shelf';

/** The checkout's calls (ours: SPEC §7 shows none): saved addresses and placing an order. */
const api = demoApi('Ecommerce');

const toAddress = ({ userId: _owner, ...address }: AddressRow) => address;

export const checkoutHandlers = [
  // The caller's saved addresses, the newest last.
  api.get('/apps/ecommerce/addresses', async ({ caller }) => {
    const rows = (await addressRows.all()).filter((row) => row.userId === caller.id);
    return HttpResponse.json({ addresses: rows.map(toAddress) });
  }),

  api.post('/apps/ecommerce/addresses', async ({ request, caller }) => {
    const body = await readBody(request, addAddressBodySchema);
    if (!body) return invalidBody(request);
    const row = await addressRows.insert((id) => ({ ...body.address, id, userId: caller.id }));
    return HttpResponse.json({ address: toAddress(row) }, { status: 201 });
  }),

  /**
   * The caller's cart, as stored now, delivered to one of their addresses: the total computed
   * here (`cartTotals`, the lines' discounts, the coupon checked again, delivery), the order
   * numbered for the store, the lines charged taken out of the cart.
   */
  api.post('/apps/ecommerce/orders', async ({ request, caller }) => {
    const body = await readBody(request, placeOrderBodySchema);
    if (!body) return invalidBody(request);
    const address = await addressRows.find(body.addressId);
    if (address?.userId !== caller.id) {
      return badRequest({ addressId: ['No saved address with this id.'] });
    }
    const code = body.coupon?.trim() ?? '';
    const coupon = code ? findCoupon(code) : undefined;
    if (code && !coupon) return badRequest({ coupon: ['No coupon with this code.'] });
    const lines = cartLinesOf(await shelfOf(caller.id));
    if (lines.length === 0) return conflict('emptyCart', 'The cart is empty.');
    const short = lines.find((line) => line.qty > line.stock);
    if (short) {
      return conflict('overStock', `Only ${short.stock} in stock.`, {
        productId: short.id,
        stock: short.stock,
      });
    }
    const totals = cartTotals(lines, coupon?.percentOff ?? 0);
    const placedAt = new Date();
    const order = await orderRows.insert((id) => ({
      id,
      userId: caller.id,
      orderNumber: orderNumberOf(id, placedAt.getFullYear()),
      placedAt: placedAt.toISOString(),
      addressId: address.id,
      payment: body.payment.method,
      coupon: coupon?.code ?? null,
      lines: lines.map((line) => ({
        productId: line.id,
        qty: line.qty,
        price: line.price,
        discountPercentage: line.discountPercentage,
      })),
      itemCount: totals.itemCount,
      total: totals.total,
    }));
    // Another tab may have placed this cart a moment ago: then this order is taken back.
    const charged = new Set(lines.map((line) => line.cartItemId));
    if ((await cartRows.removeWhere((row) => charged.has(row.id))) === 0) {
      await orderRows.remove(order.id);
      return conflict('emptyCart', 'The cart is empty.');
    }
    const { orderNumber, total, itemCount, payment } = order;
    return HttpResponse.json(
      { order: { orderNumber, total, itemCount, payment } },
      { status: 201 },
    );
  }),
];
