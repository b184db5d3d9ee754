import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { catalogue } from './catalogue';
import { answer, registerShopper, type ShopCall } from './test-client';

const { call } = demoApiClient();

const first = catalogue[0];
const second = catalogue[1];
if (!first || !second) throw new Error('the catalogue has two products');

const count = async (as: ShopCall = call) => answer(as('/apps/ecommerce/cart/count'));

describe('the navbar cart count (GET /apps/ecommerce/cart/count)', () => {
  it("counts the caller's units, and only theirs", async () => {
    expect(await count()).toEqual({ count: 0 });
    await answer(call('/apps/ecommerce/cart', { productId: first.id }), 201);
    await answer(call('/apps/ecommerce/cart', { productId: second.id }), 201);
    await answer(call(`/apps/ecommerce/cart/${second.id}`, { qty: 3 }, 'PATCH'));
    expect(await count()).toEqual({ count: 4 });

    const other = await registerShopper('caio.moura');
    expect(await count(other)).toEqual({ count: 0 });
  });

  it('needs a token the API issued', async () => {
    const response = await fetch(`${window.location.origin}/apps/ecommerce/cart/count`);
    expect(response.status).toBe(401);
  });
});
