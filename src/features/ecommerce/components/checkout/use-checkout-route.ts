import { useMemo } from 'react';
import * as z from 'zod/mini';
import { urlId, urlParam, useUrlParams } from '@/lib/use-url-params';
import { normalizeCouponCode } from '../../checkout-api';

/** The checkout's steps, in order. */
export const checkoutSteps = ['cart', 'address', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

const couponCode = z.pipe(
  z.string().check(z.regex(/^\s*[A-Za-z0-9-]{1,40}\s*$/)),
  z.transform(normalizeCouponCode),
);

/**
 * The checkout's state in the URL, so that a reload keeps it: the step, the coupon the cart
 * step accepted (checked again on reading) and the chosen delivery address.
 */
export const checkoutParams = {
  step: urlParam(z.enum(checkoutSteps), 'cart'),
  coupon: urlParam(couponCode, null),
  address: urlParam(urlId, null),
};

export function useCheckoutRoute() {
  const [route, setRoute] = useUrlParams(checkoutParams);
  const actions = useMemo(
    () => ({
      /** Another step: a step in the history, which the back button undoes. */
      goTo: (step: CheckoutStep, patch: { address?: number } = {}) =>
        setRoute({ step, ...patch }, { push: true }),
      setCoupon: (coupon: string | null) => setRoute({ coupon }),
      setAddress: (address: number) => setRoute({ address }),
      /** The order is placed: nothing of it stays in the URL. */
      clear: () => setRoute({ step: 'cart', coupon: null, address: null }),
    }),
    [setRoute],
  );
  return { ...route, ...actions };
}
