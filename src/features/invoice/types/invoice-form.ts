import * as z from 'zod/mini';
import { daySchema, parseLocalDay } from '@/lib/dates';
import type { ZodForm } from '@/lib/form';
import { textField } from '@/lib/form/text';
import type { InvoiceClient } from './invoice';

/**
 * What the add and edit pages check before a save: the rules of `invoiceDraftSchema` (what
 * the API accepts), with translation keys as messages. Amounts start empty in the form, so
 * a NumberInput's `''` is refused here with words rather than by the API; an amount out of
 * range (−5, a quantity of 0) is kept as typed and each broken rule says its own words
 * (the fields never clamp: `AmountInput`). Beyond the call, the due day may not come before
 * the issue day.
 */
const key = (name: string) => `invoice-form:validation.${name}`;

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, key('tooLong')));
const isoDate = daySchema(key('date'));
const percent = z
  .number({ error: key('percent') })
  .check(z.gte(0, key('percentNegative')), z.lte(100, key('percentTooLarge')));

const lineSchema = z.object({
  item: textField(2, 120, {
    required: key('itemRequired'),
    tooShort: key('itemShort'),
    tooLong: key('tooLong'),
  }),
  description: optionalText(500),
  cost: z
    .number({ error: key('cost') })
    .check(z.gte(0, key('costNegative')), z.lte(10_000_000, key('costTooLarge'))),
  qty: z
    .number({ error: key('qty') })
    .check(
      z.multipleOf(1, key('qtyWhole')),
      z.gte(1, key('qtyMin')),
      z.lte(10_000, key('qtyTooLarge')),
    ),
});

interface Dates {
  issuedDate: string;
  dueDate: string;
}
const hasDates = (value: unknown): value is Dates =>
  typeof value === 'object' &&
  value !== null &&
  parseLocalDay(String((value as Partial<Dates>).issuedDate)) !== null &&
  parseLocalDay(String((value as Partial<Dates>).dueDate)) !== null;

export const invoiceFormSchema = z
  .object({
    client: z.object({
      name: textField(2, 80, {
        required: key('nameRequired'),
        tooShort: key('nameShort'),
        tooLong: key('tooLong'),
      }),
      company: optionalText(120),
      companyEmail: z
        .string()
        .check(z.trim(), z.minLength(1, key('emailRequired')), z.email(key('email'))),
      address: optionalText(200),
      country: optionalText(80),
      contact: optionalText(40),
    }),
    issuedDate: isoDate,
    dueDate: isoDate,
    details: z.object({
      items: z
        .array(lineSchema)
        .check(z.minLength(1, key('noItems')), z.maxLength(50, key('tooManyItems'))),
      salesperson: optionalText(80),
      note: optionalText(1000),
      paymentTerms: optionalText(200),
      discount: percent,
      tax: percent,
    }),
  })
  .check(
    z.refine<Dates>((dates) => dates.dueDate >= dates.issuedDate, {
      path: ['dueDate'],
      message: key('dueBeforeIssue'),
      // Checked as soon as both dates are there, whatever else is still missing.
      when: (payload) => hasDates(payload.value),
    }),
  );

/** A NumberInput's value: a number, or text while empty or half typed. */
export type Amount = number | string;

export interface LineValues {
  item: string;
  description: string;
  cost: Amount;
  qty: Amount;
}

export interface InvoiceFormValues {
  client: InvoiceClient;
  issuedDate: string;
  dueDate: string;
  details: {
    items: LineValues[];
    salesperson: string;
    note: string;
    paymentTerms: string;
    discount: Amount;
    tax: Amount;
  };
}

export type InvoiceFormApi = ZodForm<InvoiceFormValues, z.output<typeof invoiceFormSchema>>;
