import type { InvoiceDetails, InvoiceItem } from './types/document';

/**
 * Reais to whole cents and back, so sums of lines never drift by a fraction of a cent. Never
 * −0 (a negative cost still being typed, times 0), which Intl writes "-R$ 0,00".
 */
const cents = (value: number) => Math.round(value * 100) || 0;

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** A line's price: cost × quantity, in reais. */
export const lineTotal = (item: Pick<InvoiceItem, 'cost' | 'qty'>) =>
  cents(item.cost * item.qty) / 100;

/**
 * The document's sums, the same for the form (live) and the API (stored): the discount is a
 * percent of the subtotal, the tax a percent of what is left, each rounded to the cent.
 */
export function invoiceTotals(
  details: Pick<InvoiceDetails, 'discount' | 'tax'> & {
    items: readonly Pick<InvoiceItem, 'cost' | 'qty'>[];
  },
): InvoiceTotals {
  const subtotal = details.items.reduce((sum, item) => sum + cents(item.cost * item.qty), 0);
  const discount = Math.round((subtotal * details.discount) / 100) || 0;
  const tax = Math.round(((subtotal - discount) * details.tax) / 100) || 0;
  return {
    subtotal: subtotal / 100,
    discount: discount / 100,
    tax: tax / 100,
    total: (subtotal - discount + tax) / 100,
  };
}

/** What the payments received add up to, in reais. */
export const paidSoFar = (payments: readonly { amount: number }[]) =>
  payments.reduce((sum, payment) => sum + cents(payment.amount), 0) / 100;
