import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { invoicesResponseSchema } from '../types/invoice';
import {
  currentInvoiceSchema,
  invoiceClientsSchema,
  invoiceDocumentSchema,
} from '../types/document';
import { seedInvoices } from './data';
import { sampleDraft } from './sample-draft';
import { CLIENT_COUNT } from './handlers';

const admin = demoApiClient(1);
// Account 2 is the demo client: its ability has no Invoice subject.
const client = demoApiClient(2);

const newest = seedInvoices().at(-1)!;
const partial = seedInvoices().find((invoice) => invoice.invoiceStatus === 'Partial Payment')!;

async function document(id: number | string) {
  const response = await admin.call(`/api/invoice/invoices/${id}`);
  expect(response.status).toBe(200);
  return invoiceDocumentSchema.parse(await response.json());
}

async function list(query = '') {
  const response = await admin.call(`/apps/invoice/invoices${query}`);
  expect(response.status).toBe(200);
  return invoicesResponseSchema.parse(await response.json());
}

const draft = sampleDraft;

describe('invoice document API', () => {
  it('answers an invoice with its payment details and lines adding up to its total', async () => {
    const { invoice, paymentDetails, details } = await document(partial.id);
    expect(invoice).toEqual(partial);
    expect(paymentDetails.totalDue).toBe(partial.balance);
    expect(paymentDetails.bankName).not.toBe('');
    expect(paymentDetails.iban).toMatch(/^BR\d{2}/);
    const sum = details.items.reduce((total, item) => total + item.cost * item.qty, 0);
    expect(Math.round(sum * 100) / 100).toBe(partial.total);
    // What was paid is what brought the balance down.
    expect(details.payments.reduce((total, payment) => total + payment.amount, 0)).toBeCloseTo(
      partial.total - partial.balance,
      2,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.call('/api/invoice/invoices/99999')).status).toBe(404);
    expect((await admin.call('/api/invoice/invoices/abc')).status).toBe(404);
  });

  it('offers the first five clients, one per e-mail', async () => {
    const response = await admin.call('/api/invoice/clients');
    const clients = invoiceClientsSchema.parse(await response.json());
    expect(clients).toHaveLength(CLIENT_COUNT);
    expect(clients[0]).toEqual(seedInvoices()[0]?.client);
    expect(new Set(clients.map((one) => one.companyEmail)).size).toBe(CLIENT_COUNT);
  });

  it('deletes by id (gone from the list and the preview), and restores it in its place', async () => {
    const removed = await admin.call(`/apps/invoice/delete?id=${newest.id}`, undefined, 'DELETE');
    expect(removed.status).toBe(200);
    expect((await list()).total).toBe(49);
    expect((await admin.call(`/api/invoice/invoices/${newest.id}`)).status).toBe(404);
    expect(
      (await admin.call(`/apps/invoice/delete?id=${newest.id}`, undefined, 'DELETE')).status,
    ).toBe(404);
    expect((await admin.call('/apps/invoice/delete?id=x', undefined, 'DELETE')).status).toBe(400);

    const restored = await admin.call('/apps/invoice/restore', { id: newest.id });
    expect(restored.status).toBe(201);
    const { invoices, total } = await list();
    expect(total).toBe(50);
    expect(invoices[0]?.id).toBe(newest.id);
    expect((await admin.call('/apps/invoice/restore', { id: newest.id })).status).toBe(404);
  });

  it('adds a draft with the next id, its total worked out from lines, discount and tax', async () => {
    const response = await admin.call('/apps/invoice/add', { invoice: draft });
    expect(response.status).toBe(201);
    const { invoice, details, paymentDetails } = invoiceDocumentSchema.parse(await response.json());
    // (2 × 1,200.50 + 10 × 45) = 2,851.00; −10 % = 2,565.90; +5 % = 2,694.20 (to the cent).
    expect(invoice).toMatchObject({
      id: newest.id + 1,
      invoiceStatus: 'Draft',
      total: 2694.2,
      balance: 2694.2,
      service: 'Landing page',
      client: draft.client,
      issuedDate: '2026-11-23',
    });
    expect(paymentDetails.totalDue).toBe(2694.2);
    expect(details.items).toHaveLength(2);
    expect((await list()).invoices[0]?.id).toBe(newest.id + 1);
    expect((await list('?q=docelar')).total).toBe(1);
  });

  it('refuses a draft without lines, a bad e-mail, a discount over 100 % or no real day', async () => {
    const bad: [unknown, string][] = [
      [{ ...draft, details: { ...draft.details, items: [] } }, 'details.items'],
      [{ ...draft, client: { ...draft.client, companyEmail: 'joana' } }, 'client.companyEmail'],
      [{ ...draft, details: { ...draft.details, discount: 120 } }, 'details.discount'],
      [{ ...draft, dueDate: '23/12/2026' }, 'dueDate'],
      [{ ...draft, dueDate: '2026-11-31' }, 'dueDate'],
      [{ ...draft, issuedDate: '2026-99-99' }, 'issuedDate'],
      // The form's rules, kept by the call too: no due day before the issue day, no novels.
      [{ ...draft, dueDate: '2026-11-01' }, 'dueDate'],
      [{ ...draft, client: { ...draft.client, address: 'x'.repeat(100_000) } }, 'client.address'],
      [{ ...draft, client: { ...draft.client, company: 'x'.repeat(121) } }, 'client.company'],
      [{ ...draft, details: { ...draft.details, note: 'x'.repeat(1001) } }, 'details.note'],
    ];
    for (const [invoice, field] of bad) {
      const refused = await admin.call('/apps/invoice/add', { invoice });
      expect(refused.status, field).toBe(400);
      expect(Object.keys(((await refused.json()) as { error: object }).error), field).toContain(
        field,
      );
    }
    expect((await list()).total).toBe(50);
  });

  it('updates lines and dates, keeping what was paid (balance and status follow)', async () => {
    const before = await document(partial.id);
    const paid = before.invoice.total - before.invoice.balance;
    const response = await admin.call('/apps/invoice/update', {
      id: partial.id,
      invoice: { ...draft, details: { ...draft.details, discount: 0, tax: 0 } },
    });
    expect(response.status).toBe(200);
    const { invoice, details } = invoiceDocumentSchema.parse(await response.json());
    expect(invoice.total).toBe(2851);
    expect(invoice.balance).toBeCloseTo(2851 - paid, 2);
    expect(invoice.invoiceStatus).toBe(paid >= 2851 ? 'Paid' : 'Partial Payment');
    expect(details.payments).toEqual(before.details.payments);
    expect((await document(partial.id)).invoice.total).toBe(2851);
    expect((await admin.call('/apps/invoice/update', { id: 1, invoice: draft })).status).toBe(404);
  });

  it('refuses an edit made on an older version, with the invoice as stored now', async () => {
    const opened = await document(partial.id);
    expect(opened.version).toBe(1);
    // Another tab records a payment first: the version moves on.
    const paid = await admin.call('/apps/invoice/add-payment', {
      id: partial.id,
      amount: 10,
      date: '2026-11-20',
      method: opened.details.payments[0]?.method ?? 'Pix',
      note: '',
    });
    expect(paid.status).toBe(201);
    const stale = await admin.call('/apps/invoice/update', {
      id: partial.id,
      invoice: draft,
      version: opened.version,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { current: { version: number; details: unknown } };
    expect(body.current.version).toBe(2);
    expect(currentInvoiceSchema.safeParse(body.current).success).toBe(true);
    // On the version it was shown, the save goes through and keeps both payments.
    const saved = await admin.call('/apps/invoice/update', {
      id: partial.id,
      invoice: draft,
      version: 2,
    });
    expect(saved.status).toBe(200);
    const after = invoiceDocumentSchema.parse(await saved.json());
    expect(after.details.payments).toHaveLength(opened.details.payments.length + 1);
    expect(after.version).toBe(3);
  });

  it('sends a draft (it becomes Sent), and records payments down to Paid', async () => {
    const added = invoiceDocumentSchema.parse(
      await (await admin.call('/apps/invoice/add', { invoice: draft })).json(),
    );
    const id = added.invoice.id;
    const message = { id, to: 'joana@docelar.com.br', subject: 'Fatura', message: 'Segue.' };
    const sent = await admin.call('/apps/invoice/send', message);
    expect(sent.status).toBe(200);
    expect((await document(id)).invoice.invoiceStatus).toBe('Sent');
    expect((await admin.call('/apps/invoice/send', { ...message, to: 'x' })).status).toBe(400);

    const pay = (amount: number) =>
      admin.call('/apps/invoice/add-payment', {
        id,
        amount,
        date: '2026-11-25',
        method: 'pix',
        note: '',
      });
    const noSuchDay = await admin.call('/apps/invoice/add-payment', {
      id,
      amount: 1,
      date: '2026-02-29',
      method: 'pix',
      note: '',
    });
    expect(noSuchDay.status).toBe(400);
    expect((await pay(1000)).status).toBe(201);
    expect((await document(id)).invoice).toMatchObject({
      invoiceStatus: 'Partial Payment',
      balance: 1694.2,
    });
    await pay(1694.2);
    const settled = await document(id);
    expect(settled.invoice).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    expect(settled.details.payments).toHaveLength(2);
    expect((await pay(0)).status).toBe(400);
  });

  it('leaves allData empty when asked (a page of rows), and fills it by default', async () => {
    const page = await list('?withAllData=false&q=sofia');
    expect(page.allData).toEqual([]);
    expect(page.invoices.length).toBeGreaterThan(0);
    expect((await list('?q=sofia')).allData).toHaveLength(50);
  });

  it('gives every match in one call when asked (the CSV export)', async () => {
    const { invoices, total } = await list('?perPage=10000&status=Paid');
    expect(invoices).toHaveLength(total);
    expect(invoices.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true);
  });
});

describe('invoice document API access', () => {
  it('is refused to the client (403) and to a caller without a token (401)', async () => {
    for (const [path, body] of [
      [`/api/invoice/invoices/${newest.id}`, undefined],
      ['/api/invoice/clients', undefined],
      ['/apps/invoice/add', { invoice: draft }],
      ['/apps/invoice/update', { id: newest.id, invoice: draft }],
    ] as const) {
      expect((await client.call(path, body)).status, path).toBe(403);
    }
    client.signOut();
    expect((await client.call('/api/invoice/clients')).status).toBe(401);
  });
});
