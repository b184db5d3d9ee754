import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { cartRows } from './cart-store';

/**
 * `GET /apps/ecommerce/cart/count` (ours) → `{ count }`, the units in the caller's cart: what
 * the navbar's badge asks once a session, when it knows no count. A call of the frame, like
 * the bookmarks: it loads with the demo core, without the catalogue.
 */
export const cartCountHandlers = [
  demoApi('Ecommerce').get('/apps/ecommerce/cart/count', async ({ caller }) => {
    const rows = await cartRows.all();
    const count = rows
      .filter((row) => row.userId === caller.id)
      .reduce((units, row) => units + row.qty, 0);
    return HttpResponse.json({ count });
  }),
];
