import * as z from 'zod/mini';
import { daySchema, daysBetween, isoDay } from '@/lib/dates';
import { textField } from '@/lib/form/text';
import { balanceSchema, invoiceClientSchema, invoiceSchema } from './invoice';

/**
 * The invoice as a document: what the preview shows and the add and edit pages write. The
 * spec's invoice (SPEC §3) has no lines; ours keep them, with the terms, beside it
 * (`details`), so the list's rows stay exactly the spec's shape.
 */
export const invoiceItemSchema = z.object({
  /** What was done or sold: "Desenvolvimento de loja virtual". */
  item: z.string(),
  description: z.string(),
  /** Reais per unit. */
  cost: z.number(),
  qty: z.number(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const paymentMethods = ['pix', 'transfer', 'boleto', 'card'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** One payment received (ours: `POST /apps/invoice/add-payment`). */
export const invoicePaymentSchema = z.object({
  /** ISO date. */
  date: z.string(),
  amount: z.number(),
  method: paymentMethodSchema,
  note: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceDetailsSchema = z.object({
  items: z.array(invoiceItemSchema),
  salesperson: z.string(),
  note: z.string(),
  paymentTerms: z.string(),
  /** Percent of the subtotal taken off. */
  discount: z.number(),
  /** Percent of the discounted subtotal added. */
  tax: z.number(),
  payments: z._default(z.array(invoicePaymentSchema), []),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

/** Where to pay (SPEC §3): `totalDue` is currency text like the balance. */
export const paymentDetailsSchema = z.object({
  totalDue: balanceSchema,
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** GET /api/invoice/invoices/{id}: the spec's pair, and our `details`. */
export const invoiceDocumentSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
  details: invoiceDetailsSchema,
  /** The invoice's save count (ours): the edit page sends it back, a stale save is a 409. */
  version: z.optional(z.number()),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** A day in a call's body: ISO 8601 with a zone too (`toJSON()`), stored as `YYYY-MM-DD`. */
const isoDate = isoDay();
const amount = z.number().check(z.gte(0), z.lte(10_000_000));
const percent = z.number().check(z.gte(0), z.lte(100));

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * What the add and edit pages send (ours): the API works out the total and the balance. The
 * form's rules (`invoiceFormSchema`), every limit and the due day not before the issue day.
 */
export const invoiceDraftSchema = z
  .object({
    client: z.object({
      ...invoiceClientSchema.shape,
      name: textField(2, 80),
      company: text(120),
      companyEmail: z.email(),
      address: text(200),
      country: text(80),
      contact: text(40),
    }),
    issuedDate: isoDate,
    dueDate: isoDate,
    details: z.object({
      items: z
        .array(
          z.object({
            item: textField(2, 120),
            description: z.string().check(z.maxLength(500)),
            cost: amount,
            qty: z.int().check(z.gte(1), z.lte(10_000)),
          }),
        )
        .check(z.minLength(1), z.maxLength(50)),
      salesperson: z.string().check(z.maxLength(80)),
      note: z.string().check(z.maxLength(1000)),
      paymentTerms: z.string().check(z.maxLength(200)),
      discount: percent,
      tax: percent,
    }),
  })
  .check(
    // Only between two real days: an unreadable one is refused by its own field alone.
    z.refine((draft) => (daysBetween(draft.issuedDate, draft.dueDate) ?? 0) >= 0, {
      path: ['dueDate'],
      message: 'The due date comes before the issue date.',
    }),
  );
export type InvoiceDraft = z.infer<typeof invoiceDraftSchema>;

export const addInvoiceSchema = z.object({ invoice: invoiceDraftSchema });
export const updateInvoiceSchema = z.object({
  id: z.number(),
  invoice: invoiceDraftSchema,
  version: z.optional(z.number()),
});

/** The invoice as stored now, in a refused save's answer (`409 { current }`). */
export const currentInvoiceSchema = z.object({
  ...invoiceSchema.shape,
  details: invoiceDetailsSchema,
  version: z.number(),
});
export const invoiceIdSchema = z.object({ id: z.number() });

export const sendInvoiceSchema = z.object({
  id: z.number(),
  to: z.email(),
  subject: textField(3, 160),
  message: z.string().check(z.maxLength(5000)),
});
export type SendInvoice = z.infer<typeof sendInvoiceSchema>;

/** The preview's forms speak the `invoice-preview` namespace. */
const previewKey = (name: string) => `invoice-preview:validation.${name}`;

/** The preview's send form (`sendInvoiceSchema` without the id), with words for each field. */
export const sendFormSchema = z.object({
  to: z
    .string()
    .check(z.trim(), z.minLength(1, previewKey('emailRequired')), z.email(previewKey('email'))),
  subject: textField(3, 160, {
    required: previewKey('subjectRequired'),
    tooShort: previewKey('subjectShort'),
    tooLong: previewKey('tooLong'),
  }),
  message: z.string().check(z.maxLength(5000, previewKey('tooLong'))),
});

export const addPaymentSchema = z.object({
  id: z.number(),
  amount: z.number().check(z.gt(0), z.lte(10_000_000)),
  date: isoDate,
  method: paymentMethodSchema,
  note: z.string().check(z.maxLength(500)),
});
export type AddPayment = z.infer<typeof addPaymentSchema>;

/** The preview's payment form (`addPaymentSchema` without the id), with words for each field. */
export const paymentFormSchema = z.object({
  amount: z
    .number({ error: previewKey('amount') })
    .check(z.gt(0, previewKey('amount')), z.lte(10_000_000, previewKey('amountTooLarge'))),
  date: daySchema(previewKey('date')),
  method: z.enum(paymentMethods, { error: previewKey('method') }),
  note: z.string().check(z.trim(), z.maxLength(500, previewKey('tooLong'))),
});

/** An empty amount is `''` in a NumberInput; the schema refuses it with words. */
export interface PaymentFormValues {
  amount: number | string;
  date: string;
  method: PaymentMethod | null;
  note: string;
}

/** The five clients the add page offers (GET /api/invoice/clients). */
export const invoiceClientsSchema = z.array(invoiceClientSchema);
