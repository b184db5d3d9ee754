import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';
import { formsKey } from './fields';

/** The repeater's quote: rows of an item, its unit cost and a quantity, and a discount. */

export const COST_MAX = 1_000_000;
export const QTY_MAX = 9_999;
export const DISCOUNT_MAX = 30;

export const quoteItemSchema = z.object({
  item: textField(2, 80, {
    required: formsKey('itemRequired'),
    tooShort: formsKey('tooShort'),
    tooLong: formsKey('tooLong'),
  }),
  cost: z
    .number(formsKey('costRequired'))
    .check(z.gt(0, formsKey('costRange')), z.lte(COST_MAX, formsKey('costRange'))),
  qty: z
    .number(formsKey('qtyRequired'))
    .check(
      z.int(formsKey('wholeNumber')),
      z.gte(1, formsKey('qtyRange')),
      z.lte(QTY_MAX, formsKey('qtyRange')),
    ),
});

export const quoteSchema = z.object({
  items: z.array(quoteItemSchema).check(z.minLength(1, formsKey('itemsRequired'))),
  discount: z
    .number(formsKey('discountRange'))
    .check(z.gte(0, formsKey('discountRange')), z.lte(DISCOUNT_MAX, formsKey('discountRange'))),
});
export type QuoteOutput = z.output<typeof quoteSchema>;

/** A number field holds `''` while empty (or a half-typed text such as `-`). */
export type Amount = number | string;
export interface QuoteItemValues {
  item: string;
  cost: Amount;
  qty: Amount;
}
export interface QuoteValues {
  items: QuoteItemValues[];
  discount: Amount;
}
