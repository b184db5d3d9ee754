import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { inSaoPaulo } from '@/test/iso-dates';
import { invoiceDocumentSchema, type InvoiceDraft } from '../types/document';
import { sampleDraft } from './sample-draft';

inSaoPaulo();

const { call } = demoApiClient(1);

/** A day as an integrator may send it: UTC, local midnight via `toJSON()`, an offset, plain. */
const forms = (day: string) => [
  `${day}T17:45:00.000Z`,
  `${day}T03:00:00.000Z`,
  `${day}T14:45:00-03:00`,
  day,
];
const unreadable = ['amanhã', '23/11/2026', '2026-02-30T10:00:00Z', '2026-11-23T10:00:00'];

const draft = (issuedDate: string, dueDate: string): InvoiceDraft => ({
  ...sampleDraft,
  issuedDate,
  dueDate,
});

async function refusedFields(response: Response) {
  expect(response.status).toBe(400);
  return Object.keys(((await response.json()) as { error: object }).error).sort();
}

const add = (issuedDate: string, dueDate: string) =>
  call('/apps/invoice/add', { invoice: draft(issuedDate, dueDate) });

describe('invoice calls take ISO 8601 dates with a zone, and plain days', () => {
  it('POST /apps/invoice/add and /apps/invoice/update store issuedDate and dueDate as days', async () => {
    const issued = forms('2026-11-23');
    const due = forms('2026-12-23');
    let id = 0;
    for (const [index, issuedDate] of issued.entries()) {
      const dueDate = due[index] ?? '';
      const added = await add(issuedDate, dueDate);
      expect(added.status, issuedDate).toBe(201);
      const { invoice } = invoiceDocumentSchema.parse(await added.json());
      expect([invoice.issuedDate, invoice.dueDate], issuedDate).toEqual([
        '2026-11-23',
        '2026-12-23',
      ]);
      id = invoice.id;
    }
    for (const [index, issuedDate] of issued.entries()) {
      const updated = await call('/apps/invoice/update', {
        id,
        invoice: draft(issuedDate, due[index] ?? ''),
      });
      expect(updated.status, issuedDate).toBe(200);
      const { invoice } = invoiceDocumentSchema.parse(await updated.json());
      expect([invoice.issuedDate, invoice.dueDate], issuedDate).toEqual([
        '2026-11-23',
        '2026-12-23',
      ]);
    }
    for (const bad of unreadable) {
      expect(await refusedFields(await add(bad, '2026-12-23')), bad).toEqual(['issuedDate']);
      expect(await refusedFields(await add('2026-11-23', bad)), bad).toEqual(['dueDate']);
      const update = await call('/apps/invoice/update', { id, invoice: draft('2026-11-23', bad) });
      expect(await refusedFields(update), bad).toEqual(['invoice.dueDate']);
    }
    // Normalised before the rule: due at 01:00 UTC on the 23rd is 22:00 on the 22nd here.
    expect(await refusedFields(await add('2026-11-23', '2026-11-23T01:00:00Z'))).toEqual([
      'dueDate',
    ]);
  });

  it('POST /apps/invoice/add-payment stores the payment day as a day', async () => {
    const added = await add('2026-11-23', '2026-12-23');
    const { invoice } = invoiceDocumentSchema.parse(await added.json());
    const pay = (date: string) =>
      call('/apps/invoice/add-payment', {
        id: invoice.id,
        amount: 10,
        date,
        method: 'pix',
        note: '',
      });
    for (const date of forms('2026-11-25')) {
      const response = await pay(date);
      expect(response.status, date).toBe(201);
      const { details } = invoiceDocumentSchema.parse(await response.json());
      expect(details.payments.at(-1)?.date, date).toBe('2026-11-25');
    }
    for (const bad of unreadable)
      expect(await refusedFields(await pay(bad)), bad).toEqual(['date']);
  });
});
