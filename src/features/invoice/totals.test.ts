import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { invoiceTotals, lineTotal } from './totals';

describe('invoice totals', () => {
  it('never gives −0 (written "-R$ 0,00") while a negative cost is still being put right', () => {
    expect(Object.is(lineTotal({ cost: -5, qty: 0 }), 0)).toBe(true);
    const totals = invoiceTotals({ items: [{ cost: -5, qty: 2 }], discount: 0, tax: 0 });
    expect(totals).toEqual({ subtotal: -10, discount: 0, tax: 0, total: -10 });
    expect(Object.is(totals.discount, 0)).toBe(true);
    expect(Object.is(totals.tax, 0)).toBe(true);
    expect(formatCurrency(totals.tax, 'br')).not.toMatch(/^-/);
  });

  it('sums to the cent: discount on the subtotal, tax on what is left', () => {
    const totals = invoiceTotals({
      items: [
        { cost: 1500, qty: 3 },
        { cost: 500, qty: 1 },
      ],
      discount: 10,
      tax: 5,
    });
    expect(totals).toEqual({ subtotal: 5000, discount: 500, tax: 225, total: 4725 });
  });
});
