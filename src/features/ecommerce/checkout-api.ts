import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { ecommerceKeys } from './api';
import { announceCartChange } from './cart-sync';
import {
  addressAnswerSchema,
  addressesResponseSchema,
  orderAnswerSchema,
  type Address,
  type AddressFields,
  type PlaceOrderBody,
} from './checkout-types';
import { couponAnswerSchema } from './types';

/**
 * The checkout's calls (ours): saved addresses, coupons, the order. Apart from
 * `ecommerceKeys.all`, which every cart change refetches: neither changes with the cart.
 */
export const checkoutKeys = {
  all: ['ecommerce-checkout'] as const,
  addresses: () => [...checkoutKeys.all, 'addresses'] as const,
  coupon: (code: string) => [...checkoutKeys.all, 'coupon', code] as const,
};

/** A coupon code as the call and the URL take it: trimmed, in capitals. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.addresses(),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/ecommerce/addresses', { schema: addressesResponseSchema, signal }),
  });

export const useAddresses = () => useQuery(addressesQueryOptions());

/** Saves a new address; the form says a failure itself and keeps what was typed. */
export function useAddAddress() {
  return useMutation({
    mutationFn: (address: AddressFields) =>
      http.demo.post('/apps/ecommerce/addresses', {
        json: { address },
        schema: addressAnswerSchema,
      }),
    meta: { errorShownBy: 'form' },
    onSuccess: ({ address }, _fields, _result, { client }) => {
      client.setQueryData(checkoutKeys.addresses(), (data: { addresses: Address[] } | undefined) =>
        data ? { addresses: [...data.addresses, address] } : data,
      );
      void client.invalidateQueries({ queryKey: checkoutKeys.addresses() });
    },
  });
}

/**
 * A coupon by its code: 404 when there is none. A coupon does not change while the page is
 * open; a refused code is an answer, not a failure to retry.
 */
export const couponQueryOptions = (code: string) =>
  queryOptions({
    queryKey: checkoutKeys.coupon(code),
    queryFn: ({ signal }) =>
      http.demo.get(`/apps/ecommerce/coupons/${encodeURIComponent(code)}`, {
        schema: couponAnswerSchema,
        signal,
      }),
    staleTime: Infinity,
  });

/** The coupon applied (its code kept in the URL), or none. */
export const useCoupon = (code: string | null) =>
  useQuery({ ...couponQueryOptions(code ?? ''), enabled: code !== null });

/**
 * Places the order for the cart as it is on the server. The cart is then empty: the cart,
 * the shop's pages and the product pages are read again, and the other tabs told.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: (body: PlaceOrderBody) =>
      http.demo.post('/apps/ecommerce/orders', { json: body, schema: orderAnswerSchema }),
    meta: { errorShownBy: 'form' },
    // Not awaited: the confirmation shows at once, the reads follow.
    onSuccess: (_answer, _body, _result, { client }) => {
      announceCartChange();
      void client.invalidateQueries({ queryKey: ecommerceKeys.cart() });
      void client.invalidateQueries({ queryKey: ecommerceKeys.lists() });
      void client.invalidateQueries({ queryKey: ecommerceKeys.details() });
    },
  });
}
