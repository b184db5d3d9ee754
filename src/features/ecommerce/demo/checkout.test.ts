import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  addressAnswerSchema,
  addressesResponseSchema,
  orderAnswerSchema,
  type AddressFields,
} from '../checkout-types';
import { cartTotals } from '../totals';
import { cartResponseSchema } from '../types';
import { catalogue } from './catalogue';
import { addressRows, cartRows, orderRows } from './data';
import { home } from '../components/cart/test-shelf';
import { answer, registerShopper, type ShopCall } from './test-client';

const { call } = demoApiClient();

const idOf = (slug: string) => catalogue.find((item) => item.slug === slug)?.id ?? 0;
const KETTLE = idOf('chaleira-eletrica-pampa-chimarrao-1-7-l');
const PHONE = idOf('smartphone-cajui-onda-5g-128-gb');

const saveAddress = async (as: ShopCall = call, address: AddressFields = home) =>
  addressAnswerSchema.parse(await answer(as('/apps/ecommerce/addresses', { address }), 201))
    .address;
const addresses = async (as: ShopCall = call) =>
  addressesResponseSchema.parse(await answer(as('/apps/ecommerce/addresses'))).addresses;
const placeOrder = (body: unknown, as: ShopCall = call) => as('/apps/ecommerce/orders', body);

/** Runs `refused`, expects `status`, and checks no order was stored and the cart kept. */
async function refusedWith(status: number, refused: () => Promise<Response>) {
  const before = [await cartRows.all(), await orderRows.all()];
  const response = await refused();
  expect(response.status).toBe(status);
  expect([await cartRows.all(), await orderRows.all()]).toEqual(before);
  return (await response.json()) as { error: unknown; code?: string };
}

describe('e-commerce addresses', () => {
  it('saves the caller’s addresses (201), the newest last, each user their own', async () => {
    expect(await addresses()).toEqual([]);
    const first = await saveAddress();
    expect(first).toEqual({ ...home, id: 1 });
    const work = await saveAddress(call, { ...home, kind: 'work', number: '900', complement: '' });
    expect((await addresses()).map((address) => address.id)).toEqual([first.id, work.id]);
    const marina = await registerShopper();
    expect(await addresses(marina)).toEqual([]);
  });

  it('refuses a malformed address, naming the fields', async () => {
    const response = await call('/apps/ecommerce/addresses', {
      address: { ...home, cep: '01310100', state: 'XX', fullName: ' ' },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: Record<string, string[]> };
    expect(Object.keys(error).sort()).toEqual(['cep', 'fullName', 'state']);
    expect(await addressRows.all()).toEqual([]);
  });
});

describe('e-commerce orders', () => {
  it('charges the cart as computed here, numbers the order and empties the cart', async () => {
    const address = await saveAddress();
    await answer(call('/apps/ecommerce/cart', { productId: KETTLE }), 201);
    await answer(call('/apps/ecommerce/cart', { productId: PHONE }), 201);
    await answer(call(`/apps/ecommerce/cart/${KETTLE}`, { qty: 2 }, 'PATCH'));
    const lines = cartResponseSchema.parse(await answer(call('/apps/ecommerce/cart'))).products;
    const expected = cartTotals(lines, 10);

    const yearBefore = new Date().getFullYear();
    const placed = await placeOrder({
      addressId: address.id,
      payment: { method: 'card', last4: '4242', holder: 'Helena Duarte' },
      coupon: 'mirante10',
    });
    const { order } = orderAnswerSchema.parse(await answer(placed, 201));
    // The year the order was placed in (the test may run across New Year's midnight).
    const year = [yearBefore, new Date().getFullYear()].find((candidate) =>
      order.orderNumber.startsWith(`MRT-${candidate}-`),
    );
    expect(order).toEqual({
      orderNumber: `MRT-${year}-000001`,
      total: expected.total,
      itemCount: 3,
      payment: 'card',
    });
    expect(cartResponseSchema.parse(await answer(call('/apps/ecommerce/cart'))).products).toEqual(
      [],
    );
    expect((await orderRows.all())[0]).toMatchObject({ coupon: 'MIRANTE10', addressId: 1 });

    // The next order, the next number, for the whole store.
    await answer(call('/apps/ecommerce/cart', { productId: KETTLE }), 201);
    const next = await placeOrder({ addressId: address.id, payment: { method: 'pix' } });
    expect(orderAnswerSchema.parse(await answer(next, 201)).order).toMatchObject({
      orderNumber: expect.stringMatching(/^MRT-\d{4}-000002$/) as string,
      total: cartTotals(lines.slice(0, 1).map((line) => ({ ...line, qty: 1 }))).total,
      payment: 'pix',
    });
  });

  it('refuses an empty cart (409), with nothing stored', async () => {
    const address = await saveAddress();
    const body = { addressId: address.id, payment: { method: 'boleto' } };
    expect(await refusedWith(409, () => placeOrder(body))).toMatchObject({ code: 'emptyCart' });
  });

  it('refuses a malformed body, an address not the caller’s and an unknown coupon', async () => {
    const address = await saveAddress();
    await answer(call('/apps/ecommerce/cart', { productId: KETTLE }), 201);
    const pix = { method: 'pix' };
    await refusedWith(400, () => placeOrder({ addressId: address.id }));
    await refusedWith(400, () =>
      placeOrder({ addressId: address.id, payment: { method: 'card' } }),
    );
    await refusedWith(400, () => placeOrder({ addressId: 99, payment: pix }));
    const marina = await registerShopper();
    const hers = await saveAddress(marina);
    const notMine = await refusedWith(400, () => placeOrder({ addressId: hers.id, payment: pix }));
    expect(notMine.error).toEqual({ addressId: ['No saved address with this id.'] });
    const coupon = await refusedWith(400, () =>
      placeOrder({ addressId: address.id, payment: pix, coupon: 'DESCONTO50' }),
    );
    expect(coupon.error).toEqual({ coupon: ['No coupon with this code.'] });
    // An empty coupon is no coupon.
    await answer(placeOrder({ addressId: address.id, payment: pix, coupon: ' ' }), 201);
  });
});
