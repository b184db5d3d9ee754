import {
  DISCOUNT_MAX,
  type Amount,
  type QuoteItemValues,
  type QuoteValues,
} from '../../types/repeater';

export const emptyQuoteItem = (): QuoteItemValues => ({ item: '', cost: '', qty: 1 });

/** The quote the page opens with: office furniture and screens for a new team. */
export const sampleQuote = (): QuoteValues => ({
  items: [
    { item: 'Cadeira ergonômica Flexform', cost: 1290, qty: 4 },
    { item: 'Monitor LG 27" 4K', cost: 1899.9, qty: 2 },
  ],
  discount: 5,
});

/** An amount as the sums read it: what is not (yet) a number counts as nothing. */
export const amountOf = (value: Amount) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Whole cents, so that sums of money add up exactly. */
const toCents = (value: number) => Math.round(value * 100);

/** A row's price (cost × quantity), rounded to the cent. */
export const rowPrice = (row: QuoteItemValues) =>
  toCents(amountOf(row.cost) * amountOf(row.qty)) / 100;

export interface QuoteTotals {
  units: number;
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * The sums beneath the rows: subtotal, the discount it takes off (a rate out of range counts
 * as its nearest bound; half a cent rounds up), what is left to pay.
 */
export function quoteTotals(values: QuoteValues): QuoteTotals {
  const subtotal = values.items.reduce((sum, row) => sum + toCents(rowPrice(row)), 0);
  const rate = Math.min(Math.max(amountOf(values.discount), 0), DISCOUNT_MAX);
  const discount = Math.round((subtotal * rate) / 100);
  return {
    units: values.items.reduce((sum, row) => sum + amountOf(row.qty), 0),
    subtotal: subtotal / 100,
    discount: discount / 100,
    total: (subtotal - discount) / 100,
  };
}
