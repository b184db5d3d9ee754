import { describe, expect, it } from 'vitest';
import { cartTotals, DELIVERY_FEE, type TotalsLine } from './totals';

const line = (overrides: Partial<TotalsLine> = {}): TotalsLine => ({
  price: 100,
  qty: 1,
  discountPercentage: 0,
  hasFreeShipping: false,
  ...overrides,
});

describe('cartTotals', () => {
  it('is all zero for an empty cart, with no delivery', () => {
    expect(cartTotals([])).toEqual({
      itemCount: 0,
      subtotal: 0,
      discount: 0,
      coupon: 0,
      delivery: 0,
      total: 0,
    });
  });

  it('counts units, multiplies prices and takes each line its own discount', () => {
    const totals = cartTotals([
      line({ price: 199.9, qty: 2, discountPercentage: 10 }),
      line({ price: 49.5, qty: 1, discountPercentage: 3 }),
    ]);
    expect(totals.itemCount).toBe(3);
    expect(totals.subtotal).toBe(449.3);
    // 399.80 × 10 % = 39.98; 49.50 × 3 % = 1.485 → 1.49 (whole cents, half up).
    expect(totals.discount).toBe(41.47);
    expect(totals.delivery).toBe(DELIVERY_FEE);
    expect(totals.total).toBe(449.3 - 41.47 + DELIVERY_FEE);
  });

  it('adds no float drift: ten lines of 0.10 are exactly 1.00', () => {
    const totals = cartTotals(
      Array.from({ length: 10 }, () => line({ price: 0.1, hasFreeShipping: true })),
    );
    expect(totals.subtotal).toBe(1);
    expect(totals.total).toBe(1);
  });

  it('takes the coupon from the discounted amount', () => {
    const totals = cartTotals([line({ price: 1000, discountPercentage: 20 })], 10);
    expect(totals.discount).toBe(200);
    expect(totals.coupon).toBe(80);
    expect(totals.total).toBe(720);
  });

  it('delivers free when every product ships free, or from the free-delivery amount', () => {
    expect(cartTotals([line({ hasFreeShipping: true })]).delivery).toBe(0);
    expect(cartTotals([line({ price: 499.99 })]).delivery).toBe(DELIVERY_FEE);
    expect(cartTotals([line({ price: 500 })]).delivery).toBe(0);
    // The coupon can bring a cart back under the free-delivery amount.
    expect(cartTotals([line({ price: 520 })], 10).delivery).toBe(DELIVERY_FEE);
  });
});
