import * as z from 'zod/mini';
import { defineCollection } from '@/lib/demo/db';
import { defineListSpec, filter, type Sortable } from '@/lib/demo/list';
import { formatCurrency } from '@/lib/format';
import { moneyTexts } from '@/lib/search-money';
import { readRaw } from '@/lib/storage';
import {
  invoiceSchema,
  invoiceStatusSchema,
  type Invoice,
  type InvoiceSortColumn,
  type InvoiceStatus,
} from '../types/invoice';
import {
  invoiceDetailsSchema,
  type InvoiceDetails,
  type InvoiceDocument,
  type InvoiceDraft,
} from '../types/document';
import { invoiceTotals, paidSoFar } from '../totals';
import { seedInvoices } from './data';
import { agencyAccount, seedDetails } from './details';

/** An invoice as the demo stores it: the spec's fields and our document `details`. */
export type InvoiceRecord = Invoice & { details: InvoiceDetails };
const recordSchema = z.object({ ...invoiceSchema.shape, details: invoiceDetailsSchema });

/**
 * Scale runs ask for 10,000 invoices by setting this key to `on` before the app starts: a
 * seed of its own, like the large mailbox.
 */
export const LARGE_INVOICES_KEY = 'mirante:demo-large-invoices';
const large = readRaw(LARGE_INVOICES_KEY) === 'on';

export const seedRecords = (count?: number): InvoiceRecord[] =>
  seedInvoices(count).map((invoice) => ({ ...invoice, details: seedDetails(invoice) }));

/** The invoices (SPEC §3, §7, §9), answered from the demo database. */
export const invoices = defineCollection<InvoiceRecord>({
  name: 'invoices',
  version: 3,
  schema: recordSchema,
  seed: () => seedRecords(large ? 10_000 : undefined),
  ...(large ? { variant: 'large' } : {}),
});

/** An ISO date, and as people write it here (`2026-11-03` and `03/11/2026`). */
const date = (iso: string) => [iso, iso.split('-').reverse().join('/')];

/** Every column the list may sort on (`sortColumn`), by the value it sorts. */
const sortColumns: Record<InvoiceSortColumn, (invoice: Invoice) => Sortable> = {
  id: (invoice) => invoice.id,
  issuedDate: (invoice) => invoice.issuedDate,
  client: (invoice) => invoice.client.name,
  service: (invoice) => invoice.service,
  total: (invoice) => invoice.total,
  invoiceStatus: (invoice) => invoice.invoiceStatus,
  balance: (invoice) => invoice.balance,
  dueDate: (invoice) => invoice.dueDate,
};

export const invoiceList = defineListSpec<InvoiceRecord>()({
  // SPEC §9: client email, client name, id, total, balance, due date.
  search: [
    (invoice) => invoice.client.companyEmail,
    (invoice) => invoice.client.name,
    (invoice) => invoice.id,
    // Amounts however typed (`-R$ 440,00`, `−440`, `3.428,5`): the handler reads `q` with
    // `moneySearchUrl`, the one rule of `@/lib/search-money`.
    (invoice) => [...moneyTexts(invoice.total), ...moneyTexts(invoice.balance)],
    (invoice) => date(invoice.dueDate),
  ],
  filters: { status: filter.equals((invoice) => invoice.invoiceStatus, invoiceStatusSchema) },
  sortColumns,
  defaultSort: { column: 'id', direction: 'desc' },
  // 10,000 invoices in the scale runs: each row's searched text is kept until it changes.
  cacheSearchText: true,
  // Ours: the CSV export asks for every match in one call (10,000 at most).
  perPage: { max: 10_000 },
});

/** The balance as the API writes it (SPEC §3): `0`, or currency text such as `-R$ 205,00`. */
const amountText = (value: number) => (value === 0 ? 0 : formatCurrency(value, 'br'));

/** A row as the API answers it: the spec's fields only. */
export const toWire = ({ details: _details, ...invoice }: InvoiceRecord) => ({
  ...invoice,
  balance: amountText(invoice.balance),
});

// Each stored row as JSON, written once until the row changes (the demo database replaces a
// row it changes): every list answer carries `allData`, 10,000 rows in the scale runs.
const wireJson = new WeakMap<InvoiceRecord, string>();
export function wireJsonOf(record: InvoiceRecord): string {
  let json = wireJson.get(record);
  if (json === undefined) {
    json = JSON.stringify(toWire(record));
    wireJson.set(record, json);
  }
  return json;
}

/** GET /api/invoice/invoices/{id}'s answer. */
export const toDocument = (record: InvoiceRecord) => ({
  invoice: toWire(record),
  paymentDetails: { totalDue: amountText(record.balance), ...agencyAccount },
  details: record.details,
});
export type WireDocument = ReturnType<typeof toDocument> & Omit<InvoiceDocument, 'invoice'>;

const round = (value: number) => Math.round(value * 100) / 100;

/** The status once payments are counted: settled, part paid, or as it was. */
function settledStatus(total: number, paid: number, status: InvoiceStatus): InvoiceStatus {
  if (paid > 0) return paid >= total ? 'Paid' : 'Partial Payment';
  return status === 'Paid' || status === 'Partial Payment' ? 'Sent' : status;
}

/**
 * A record from what the add and edit pages send: the total from the lines, discount and tax;
 * the balance and status from the payments already received (none for a new invoice, a draft).
 */
export function fromDraft(id: number, draft: InvoiceDraft, base?: InvoiceRecord): InvoiceRecord {
  const payments = base?.details.payments ?? [];
  const { total } = invoiceTotals(draft.details);
  const paid = paidSoFar(payments);
  return {
    id,
    issuedDate: draft.issuedDate,
    dueDate: draft.dueDate,
    client: draft.client,
    service: draft.details.items[0]?.item ?? '',
    total,
    avatar: base?.avatar ?? '',
    invoiceStatus: settledStatus(total, paid, base?.invoiceStatus ?? 'Draft'),
    balance: round(total - paid),
    details: { ...draft.details, payments },
  };
}

/** The record after one more payment: a lower balance (a credit if overpaid), a new status. */
export function withPayment(record: InvoiceRecord, payment: InvoiceDetails['payments'][number]) {
  const payments = [...record.details.payments, payment];
  const paid = paidSoFar(payments);
  return {
    balance: round(record.total - paid),
    invoiceStatus: settledStatus(record.total, paid, record.invoiceStatus),
    details: { ...record.details, payments },
  } satisfies Partial<InvoiceRecord>;
}
