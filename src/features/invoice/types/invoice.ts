import * as z from 'zod/mini';
import { daySchema } from '@/lib/dates';

/** The invoice entity and its list call (SPEC §3, §4, §7, §9). */
export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/**
 * An amount written as currency text, read as a signed number: `$724`, `-$205.00`,
 * `R$ 1.234,56`, `-R$ 205,00`, `(R$ 10,00)`. The decimal separator is the last `.` or `,`
 * when both appear; a lone one is a thousands separator only when exactly three digits follow
 * it (`1.234`, `1,234`) or it repeats. `null` for text without digits.
 */
export function parseCurrencyText(text: string): number | null {
  const negative = /[-\u2212]|^\s*\(.*\)\s*$/.test(text);
  const kept = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return null;
  const last = Math.max(kept.lastIndexOf('.'), kept.lastIndexOf(','));
  const separator = last === -1 ? '' : (kept[last] ?? '');
  const mixed = kept.includes('.') && kept.includes(',');
  const repeated = separator !== '' && kept.indexOf(separator) !== last;
  const thousandsOnly = !mixed && (repeated || kept.length - last - 1 === 3);
  const digits =
    last === -1 || thousandsOnly
      ? kept.replace(/[.,]/g, '')
      : `${kept.slice(0, last).replace(/[.,]/g, '')}.${kept.slice(last + 1)}`;
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/**
 * What is still owed, in reais: the API sends `0` when nothing is, else currency text
 * (SPEC §3: "0 or a currency string, possibly negative"; negative is a credit, the client
 * paid more than the total). Read into a signed number, so the interface sorts and formats it
 * (`useFormat().currency`) like any amount. A plain number is accepted too.
 */
export const balanceSchema = z.union([
  z.number(),
  z.pipe(
    z.string(),
    z.transform((text, context) => {
      const value = parseCurrencyText(text);
      if (value !== null) return value;
      context.issues.push({ code: 'custom', message: 'Not an amount', input: text });
      return z.NEVER;
    }),
  ),
]);

export const invoiceClientSchema = z.object({
  address: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  country: z.string(),
  contact: z.string(),
  name: z.string(),
});
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  /** ISO date (`2026-11-03`), a real day. */
  issuedDate: daySchema(),
  client: invoiceClientSchema,
  service: z.string(),
  /** Reais. */
  total: z.number(),
  /** Path of the client's picture; empty when there is none (show the initials). */
  avatar: z.string(),
  invoiceStatus: invoiceStatusSchema,
  /** Reais still owed: 0 when settled, negative for a credit (see `balanceSchema`). */
  balance: balanceSchema,
  /** ISO date, a real day. */
  dueDate: daySchema(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The columns the invoice list sorts on (`sortColumn`). */
export const invoiceSortColumns = [
  'id',
  'issuedDate',
  'client',
  'service',
  'total',
  'invoiceStatus',
  'balance',
  'dueDate',
] as const;
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number];

/**
 * GET /apps/invoice/invoices: `invoices` is the asked page, `total` how many invoices match
 * the search and status over every page, `allData` every invoice (unfiltered, e.g. for
 * counts by status).
 */
export const invoicesResponseSchema = z.object({
  allData: z.array(invoiceSchema),
  total: z.number(),
  invoices: z.array(invoiceSchema),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/**
 * The same answer as the list page reads it: the page asks without `allData` (`withAllData=
 * false`, ours), so `allData` is empty and not checked; the page's figures come from their own
 * query (`invoiceSummaryQueryOptions`), which asks for it once.
 */
export const invoicePageSchema = z.object({
  allData: z.array(z.unknown()),
  total: z.number(),
  invoices: z.array(invoiceSchema),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;
