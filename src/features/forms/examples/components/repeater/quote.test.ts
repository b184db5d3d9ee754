import { describe, expect, it } from 'vitest';
import { quoteTotals, rowPrice, sampleQuote } from './quote';

describe('the quote sums', () => {
  it('prices rows to the cent and totals them, the discount taken off', () => {
    expect(rowPrice({ item: 'Monitor', cost: 1899.9, qty: 3 })).toBe(5699.7);
    expect(quoteTotals(sampleQuote())).toEqual({
      units: 6,
      subtotal: 8959.8,
      discount: 447.99,
      total: 8511.81,
    });
  });

  it('rounds half a cent of discount up, and counts what is not a number as nothing', () => {
    const half = {
      items: [{ item: 'Cabo HDMI', cost: 9349.7, qty: 1 }],
      discount: 5,
    };
    expect(quoteTotals(half)).toMatchObject({ discount: 467.49, total: 8882.21 });
    expect(
      quoteTotals({
        items: [
          { item: 'Mouse', cost: '', qty: 2 },
          { item: 'Teclado', cost: 150, qty: '-' },
        ],
        discount: '',
      }),
    ).toEqual({ units: 2, subtotal: 0, discount: 0, total: 0 });
    expect(
      quoteTotals({ items: [{ item: 'Mesa', cost: 1000, qty: 1 }], discount: 80 }),
    ).toMatchObject({ discount: 300, total: 700 });
  });
});
