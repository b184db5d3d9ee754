import { afterEach, describe, expect, it } from 'vitest';
import { setSessionOwner } from '@/lib/session-owner';
import { runSessionCleanups } from '@/lib/session-cleanup';
import { ecommerceKeys, type ProductListParams } from '../../api';
import {
  CART_COUNT_KEY,
  CART_QUERY_KEY,
  PRODUCT_LISTS_KEY,
  countFromQuery,
  knownCartCount,
  rememberCartCount,
} from './cart-count';

afterEach(() => setSessionOwner(null));

describe('the cart count kept in the browser', () => {
  it('uses the feature’s own query keys', () => {
    expect(CART_QUERY_KEY).toEqual(ecommerceKeys.cart());
    expect(PRODUCT_LISTS_KEY).toEqual(ecommerceKeys.lists());
  });

  it('is remembered for its user only', () => {
    setSessionOwner(7);
    expect(knownCartCount()).toBeNull();
    rememberCartCount(3);
    expect(knownCartCount()).toBe(3);
    expect(JSON.parse(localStorage.getItem(CART_COUNT_KEY) ?? 'null')).toEqual({
      owner: '7',
      count: 3,
    });
    setSessionOwner(8);
    expect(knownCartCount()).toBeNull();
    setSessionOwner(7);
    expect(knownCartCount()).toBe(3);
  });

  it('treats a corrupted value as absent, and removes it', () => {
    setSessionOwner(7);
    for (const bad of ['{not json', '{"owner":"7","count":-2}', '{"owner":7}', '"3"']) {
      localStorage.setItem(CART_COUNT_KEY, bad);
      // Another owner in between makes the module read storage again.
      setSessionOwner(null);
      knownCartCount();
      setSessionOwner(7);
      expect(knownCartCount()).toBeNull();
      expect(localStorage.getItem(CART_COUNT_KEY)).toBeNull();
    }
  });

  it('is forgotten when the session ends', () => {
    setSessionOwner(7);
    rememberCartCount(2);
    runSessionCleanups();
    expect(localStorage.getItem(CART_COUNT_KEY)).toBeNull();
    expect(knownCartCount()).toBeNull();
  });

  it('counts the units a cart or a shop page shows', () => {
    const params = { q: '' } as unknown as ProductListParams;
    expect(countFromQuery(ecommerceKeys.cart(), { products: [{ qty: 2 }, { qty: 1 }] })).toBe(3);
    expect(countFromQuery(ecommerceKeys.list(params), { userCart: [{ qty: 4 }] })).toBe(4);
    expect(countFromQuery(ecommerceKeys.wishlist(), { products: [{ qty: 2 }] })).toBeNull();
    expect(countFromQuery(ecommerceKeys.cart(), undefined)).toBeNull();
  });
});
