import { useCoupon } from '../../checkout-api';
import type { Coupon } from '../../types';

export interface AppliedCoupon {
  /** The code kept in the URL, or none. */
  code: string | null;
  /** The coupon, once the code is found. */
  coupon: Coupon | undefined;
  /** Why the code in the URL does not count (unknown now, or not checked). */
  error: unknown;
  /** What the totals take off: the coupon's percent, 0 without one. */
  percent: number;
}

/** The coupon the URL names, checked with the coupons call (again after a reload). */
export function useAppliedCoupon(code: string | null): AppliedCoupon {
  const query = useCoupon(code);
  const coupon = code ? query.data?.coupon : undefined;
  return {
    code,
    coupon,
    error: code && query.isError ? query.error : null,
    percent: coupon?.percentOff ?? 0,
  };
}
