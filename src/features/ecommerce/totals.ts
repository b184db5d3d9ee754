/**
 * What a cart costs, computed in one place for the navbar's dropdown, the checkout and the
 * demo API's order call, in whole cents so that no sum drifts (0.1 + 0.2). Amounts in and out
 * are reais.
 */

/** Delivery when not every product ships free and the cart is under `FREE_DELIVERY_FROM`. */
export const DELIVERY_FEE = 24.9;
/** From this amount (after discounts and coupon) delivery is free. */
export const FREE_DELIVERY_FROM = 500;

export interface TotalsLine {
  price: number;
  qty: number;
  /** The line's own discount, 0–100. */
  discountPercentage: number;
  hasFreeShipping: boolean;
}

export interface CartTotals {
  /** Units in the cart (a line of three counts three). */
  itemCount: number;
  /** Prices times quantities, before any discount. */
  subtotal: number;
  /** The lines' own discounts. */
  discount: number;
  /** The coupon's part, taken from the discounted amount. */
  coupon: number;
  delivery: number;
  total: number;
}

const cents = (reais: number) => Math.round(reais * 100);
const reais = (amount: number) => amount / 100;

export function cartTotals(lines: readonly TotalsLine[], couponPercent = 0): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    const amount = cents(line.price) * line.qty;
    itemCount += line.qty;
    subtotal += amount;
    discount += Math.round((amount * line.discountPercentage) / 100);
  }
  const discounted = subtotal - discount;
  const coupon = Math.round((discounted * couponPercent) / 100);
  const allFree = lines.every((line) => line.hasFreeShipping);
  const delivery =
    lines.length === 0 || allFree || discounted - coupon >= cents(FREE_DELIVERY_FROM)
      ? 0
      : cents(DELIVERY_FEE);
  return {
    itemCount,
    subtotal: reais(subtotal),
    discount: reais(discount),
    coupon: reais(coupon),
    delivery: reais(delivery),
    total: reais(discounted - coupon + delivery),
  };
}
