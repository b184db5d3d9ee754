import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import { useCartSignal } from '../../cart-sync';
import { countFromQuery, fetchCartCount, rememberCartCount, useCartCount } from './cart-count';

// A failed count is no count: the badge waits for the next cart query.
const noop = () => undefined;

/**
 * The navbar badge's count, kept without calling the cart on every page: each cart or shop
 * query that resolves anywhere (an optimistic change too) updates it; the cart is read only
 * when the dropdown opens; with no count known, the count alone is asked once, when the
 * browser is idle.
 * Another tab's change refetches what this one shows of the shop.
 */
export function useCartCountSync(): number | null {
  const client = useQueryClient();
  const count = useCartCount();
  const unknown = count === null;

  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // The cache's queries are of every shape: the key is read as the list it is.
        const key = event.query.queryKey as readonly unknown[];
        const seen = countFromQuery(key, event.query.state.data);
        if (seen !== null) rememberCartCount(seen);
      }),
    [client],
  );

  useEffect(() => {
    if (!unknown) return;
    // The count alone (ours: `GET /apps/ecommerce/cart/count`), not the cart: this page may
    // be any page, and the cart's lines are the shop's business.
    return whenIdle(() => void fetchCartCount().then((seen) => rememberCartCount(seen), noop));
  }, [unknown]);

  const refetch = useCallback(
    () => void client.invalidateQueries({ queryKey: ['ecommerce'] }),
    [client],
  );
  useCartSignal(refetch);

  return count;
}
