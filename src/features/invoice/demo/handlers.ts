import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { defineListSpec, filter, queryList, type Sortable } from '@/lib/demo/list';
import { formatCurrency } from '@/lib/format';
import { invoiceSchema, invoiceStatusSchema, type Invoice, type InvoiceSortColumn } from '../types';
import { seedInvoices } from './data';

/** The invoice calls (SPEC §3, §7, §9), answered from the demo database; `read Invoice`. */
export const invoices = defineCollection<Invoice>({
  name: 'invoices',
  version: 1,
  schema: invoiceSchema,
  seed: () => seedInvoices(),
});

/** An amount as people may type it: `3428.5`, `3428,5` or `R$ 3.428,50`. */
const money = (value: number) => [
  String(value),
  String(value).replace('.', ','),
  formatCurrency(value, 'br').replace(/\s/g, ' '),
];
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

export const invoiceList = defineListSpec<Invoice>()({
  // SPEC §9: client email, client name, id, total, balance, due date.
  search: [
    (invoice) => invoice.client.companyEmail,
    (invoice) => invoice.client.name,
    (invoice) => invoice.id,
    (invoice) => money(invoice.total),
    (invoice) => money(invoice.balance),
    (invoice) => date(invoice.dueDate),
  ],
  filters: { status: filter.equals((invoice) => invoice.invoiceStatus, invoiceStatusSchema) },
  sortColumns,
  defaultSort: { column: 'id', direction: 'desc' },
});

/** The balance as the API writes it (SPEC §3): `0`, or currency text such as `-R$ 205,00`. */
const toWire = (invoice: Invoice) => ({
  ...invoice,
  balance: invoice.balance === 0 ? 0 : formatCurrency(invoice.balance, 'br'),
});

const api = demoApi('Invoice');

export const invoiceHandlers = [
  // `allData` is every invoice, unfiltered; `total` counts the matches; `invoices` is the page.
  api.get('/apps/invoice/invoices', ({ request }) => {
    const all = invoices.all();
    const { rows, total } = queryList(request, all, invoiceList);
    return HttpResponse.json({ allData: all.map(toWire), total, invoices: rows.map(toWire) });
  }),
];
