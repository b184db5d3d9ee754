import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import { onSessionEnd } from '@/lib/session-cleanup';
import { getSessionOwner } from '@/lib/session-owner';
import { readJson, removeKey, writeJson } from '@/lib/storage';
import { registerStore } from '@/lib/store-registry';

/**
 * How many units the signed-in user's cart holds, as last seen, kept in the browser so that
 * the navbar's badge shows it on every page without calling the cart: written whenever a
 * cart query resolves (`countFromQuery`), read back for the same user only, cleared on
 * sign-out. A value that does not parse is treated as absent.
 */
export const CART_COUNT_KEY = 'mirante.cartCount';

const storedSchema = z.object({ owner: z.string(), count: z.int().check(z.gte(0)) });

let memo: { owner: string | null; count: number | null } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function readStored(owner: string | null): number | null {
  if (owner === null) return null;
  const stored = readJson(CART_COUNT_KEY, storedSchema);
  return stored?.owner === owner ? stored.count : null;
}

/** The last known count of the signed-in user, or `null` when none is known. */
export function knownCartCount(): number | null {
  const owner = getSessionOwner();
  if (memo?.owner !== owner) memo = { owner, count: readStored(owner) };
  return memo.count;
}

export function rememberCartCount(count: number): void {
  const owner = getSessionOwner();
  if (owner === null || (memo?.owner === owner && memo.count === count)) return;
  memo = { owner, count };
  writeJson(CART_COUNT_KEY, { owner, count });
  emit();
}

function forget(): void {
  memo = null;
  removeKey(CART_COUNT_KEY);
  emit();
}

// Another user must not see this one's count; a fresh visit reads storage again.
onSessionEnd(forget);
registerStore('cart count', () => {
  memo = null;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user saw the cart change.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== CART_COUNT_KEY && event.key !== null) return;
    memo = null;
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export function useCartCount(): number | null {
  return useSyncExternalStore(subscribe, knownCartCount, () => null);
}

// The feature's query keys (api.ts) are not imported here: this module loads with every
// signed-in page, and api.ts brings the shop's schemas. cart-count.test.ts checks they agree.
export const CART_QUERY_KEY = ['ecommerce', 'cart'] as const;
export const PRODUCT_LISTS_KEY = ['ecommerce', 'products'] as const;

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

const qtySchema = z.array(z.object({ qty: z.number() }));
const cartDataSchema = z.object({ products: qtySchema });
const listDataSchema = z.object({ userCart: qtySchema });
const units = (lines: readonly { qty: number }[]) =>
  lines.reduce((sum, line) => sum + Math.max(0, Math.round(line.qty)), 0);

/** The cart's units as a cached query shows them (the cart, a shop page), or `null`. */
export function countFromQuery(queryKey: readonly unknown[], data: unknown): number | null {
  if (startsWith(queryKey, CART_QUERY_KEY)) {
    const parsed = cartDataSchema.safeParse(data);
    return parsed.success ? units(parsed.data.products) : null;
  }
  if (startsWith(queryKey, PRODUCT_LISTS_KEY)) {
    const parsed = listDataSchema.safeParse(data);
    return parsed.success ? units(parsed.data.userCart) : null;
  }
  return null;
}

const countAnswerSchema = z.object({ count: z.int().check(z.gte(0)) });

/** `GET /apps/ecommerce/cart/count` (ours): the units in the signed-in user's cart. */
export const fetchCartCount = (): Promise<number> =>
  http.demo
    .get('/apps/ecommerce/cart/count', { schema: countAnswerSchema })
    .then((answer) => answer.count);
