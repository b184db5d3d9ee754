import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { queryList } from '@/lib/demo/list';
import { moneySearchUrl } from '@/lib/search-money';
import {
  addInvoiceSchema,
  addPaymentSchema,
  invoiceIdSchema,
  sendInvoiceSchema,
  updateInvoiceSchema,
} from '../types/document';
import {
  fromDraft,
  invoiceList,
  invoices,
  toDocument,
  toWire,
  wireJsonOf,
  withPayment,
  type InvoiceRecord,
} from './records';

export { invoices, invoiceList, LARGE_INVOICES_KEY } from './records';

/** How many clients the add page is offered (SPEC §7: "the first 5"). */
export const CLIENT_COUNT = 5;

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** The document with the invoice's save count, which the edit page sends back. */
const documentOf = (record: InvoiceRecord) => ({
  ...toDocument(record),
  version: invoices.versionOf(record.id) ?? 1,
});

// What was deleted in this session, for `restore` (the toast's undo). Not stored: an undo
// is offered for seconds, not across reloads.
const deleted = new Map<number, InvoiceRecord>();

/** Reading needs `read Invoice`; adding `create`; editing, sending and paying `update`. */
const api = demoApi('Invoice');

export const invoiceHandlers = [
  // `allData` is every invoice, unfiltered; `total` counts the matches; `invoices` is the page.
  api.get('/apps/invoice/invoices', async ({ request }) => {
    const all = await invoices.all();
    // An amount in `q` is read however it was typed (`-R$ 440,00`, `−440`, `R$ 3.428,5`).
    const { rows, total } = queryList(moneySearchUrl(request), all, invoiceList);
    // Ours: `withAllData=false` leaves `allData` empty, for a page that only shows its rows.
    const withAll = new URL(request.url).searchParams.get('withAllData') !== 'false';
    // `{ allData, total, invoices }`, written from each row's kept JSON.
    const list = (records: readonly InvoiceRecord[]) => `[${records.map(wireJsonOf).join(',')}]`;
    const body = `{"allData":${withAll ? list(all) : '[]'},"total":${total},"invoices":${list(rows)}}`;
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'application/json' },
    });
  }),

  api.get<{ id: string }>('/api/invoice/invoices/:id', async ({ params }) => {
    const record = await invoices.find(params.id);
    return record ? HttpResponse.json(documentOf(record)) : notFound();
  }),

  // The first five clients, one per company e-mail, in the stored order.
  api.get('/api/invoice/clients', async () => {
    const seen = new Map<string, InvoiceRecord['client']>();
    for (const { client } of await invoices.all()) {
      if (!seen.has(client.companyEmail)) seen.set(client.companyEmail, client);
      if (seen.size === CLIENT_COUNT) break;
    }
    return HttpResponse.json([...seen.values()]);
  }),

  api.delete('/apps/invoice/delete', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    if (!id.success) return badRequest('The id must be a whole number.');
    const record = await invoices.find(id.data);
    if (!record || !(await invoices.remove(id.data))) return notFound();
    deleted.set(record.id, record);
    return HttpResponse.json(toWire(record));
  }),

  // Ours: puts back an invoice deleted in this session, in its place by id.
  api.post('/apps/invoice/restore', async ({ request }) => {
    const body = await readBody(request, invoiceIdSchema);
    if (!body) return invalidBody(request);
    const record = deleted.get(body.id);
    if (!record || (await invoices.find(body.id))) return notFound();
    deleted.delete(body.id);
    await invoices.insert(record);
    await invoices.place(
      record.id,
      [...(await invoices.all())].sort((a, b) => a.id - b.id),
    );
    return HttpResponse.json(toWire(record), { status: 201 });
  }),

  // Ours: a new invoice, a draft with the next id, its total from its lines.
  api.post('/apps/invoice/add', async ({ request }) => {
    const body = await readBody(request, addInvoiceSchema);
    if (!body) return invalidBody(request);
    // Never the id of an invoice deleted in this session: its undo may still put it back.
    const floor = Math.max(0, ...[...deleted.keys()].map((key) => key + 1));
    const record = await invoices.insert((id) => fromDraft(Math.max(id, floor), body.invoice));
    return HttpResponse.json(documentOf(record), { status: 201 });
  }),

  // Ours: the same invoice with new lines, client, dates or terms; payments are kept.
  api.post(
    '/apps/invoice/update',
    async ({ request }) => {
      const body = await readBody(request, updateInvoiceSchema);
      if (!body) return invalidBody(request);
      // Built on the invoice as stored now (a payment another tab took is kept); refused when
      // the page opened an older version of it.
      const record = await invoices.update(
        body.id,
        (stored) => fromDraft(body.id, body.invoice, stored),
        body.version,
      );
      return record ? HttpResponse.json(documentOf(record)) : notFound();
    },
    'update',
  ),

  // Ours: sent to the client; a draft becomes "Sent".
  api.post(
    '/apps/invoice/send',
    async ({ request }) => {
      const body = await readBody(request, sendInvoiceSchema);
      if (!body) return invalidBody(request);
      const record = await invoices.update(body.id, (stored) => ({
        invoiceStatus: stored.invoiceStatus === 'Draft' ? 'Sent' : stored.invoiceStatus,
      }));
      return record ? HttpResponse.json(documentOf(record)) : notFound();
    },
    'update',
  ),

  // Ours: a payment received lowers the balance; paid in full (or more) is "Paid".
  api.post(
    '/apps/invoice/add-payment',
    async ({ request }) => {
      const body = await readBody(request, addPaymentSchema);
      if (!body) return invalidBody(request);
      const { id: _id, ...payment } = body;
      const record = await invoices.update(body.id, (stored) => withPayment(stored, payment));
      return record ? HttpResponse.json(documentOf(record), { status: 201 }) : notFound();
    },
    'update',
  ),
];
