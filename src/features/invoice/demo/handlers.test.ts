import { beforeEach, describe, expect, it } from 'vitest';
import { issueTokens } from '@/lib/demo/tokens';
import {
  invoiceSchema,
  invoicesResponseSchema,
  invoiceStatuses,
  parseCurrencyText,
  type Invoice,
} from '../types/invoice';
import { INVOICE_COUNT, REFERENCE_DATE, seedInvoices } from './data';

let token = '';
beforeEach(async () => {
  token = (await issueTokens(1)).accessToken;
});

const call = (query = '', bearer: string | null = token) =>
  fetch(`http://localhost:3000/apps/invoice/invoices${query}`, {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });

async function list(query = '') {
  const response = await call(query);
  expect(response.status).toBe(200);
  return invoicesResponseSchema.parse(await response.json());
}

const ids = (invoices: Invoice[]) => invoices.map((invoice) => invoice.id);

describe('invoice sample data', () => {
  const seeded = seedInvoices();

  it('holds 50 deterministic invoices of every status, with dates that fit their status', () => {
    expect(seeded).toHaveLength(INVOICE_COUNT);
    expect(seedInvoices()).toEqual(seeded);
    expect(new Set(ids(seeded)).size).toBe(INVOICE_COUNT);
    for (const status of invoiceStatuses) {
      expect(
        seeded.filter((invoice) => invoice.invoiceStatus === status).length,
        status,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const invoice of seeded) {
      expect(invoiceSchema.safeParse(invoice).success, String(invoice.id)).toBe(true);
      expect(invoice.issuedDate <= REFERENCE_DATE && invoice.issuedDate < invoice.dueDate).toBe(
        true,
      );
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBeLessThanOrEqual(0);
      if (invoice.invoiceStatus === 'Past Due') expect(invoice.dueDate < REFERENCE_DATE).toBe(true);
      if (invoice.invoiceStatus === 'Partial Payment') {
        expect(invoice.balance).toBeGreaterThan(0);
        expect(invoice.balance).toBeLessThan(invoice.total);
      }
    }
    expect(seeded.some((invoice) => invoice.balance < 0)).toBe(true);
  });
});

describe('invoice list API', () => {
  it('answers the first ten, newest first, with the count and every invoice', async () => {
    const answer = await list();
    expect(answer.total).toBe(INVOICE_COUNT);
    expect(answer.allData).toHaveLength(INVOICE_COUNT);
    expect(answer.invoices).toHaveLength(10);
    const newest = [...ids(answer.allData)].sort((a, b) => b - a);
    expect(ids(answer.invoices)).toEqual(newest.slice(0, 10));
  });

  it('pages with page and perPage, empty past the end, defaults for bad values', async () => {
    const second = await list('?page=2');
    const wide = await list('?perPage=25');
    expect(wide.invoices).toHaveLength(25);
    expect(ids(second.invoices)).toEqual(ids(wide.invoices).slice(10, 20));
    expect((await list('?page=6')).invoices).toEqual([]);
    expect((await list('?page=6')).total).toBe(INVOICE_COUNT);
    expect(ids((await list('?page=abc&perPage=-3')).invoices)).toEqual(
      ids((await list()).invoices),
    );
  });

  it('writes the balance as the spec does (0 or currency text) and reads it as a number', async () => {
    const raw = (await (await call('?perPage=50')).json()) as { invoices: { balance: unknown }[] };
    const balances = raw.invoices.map((invoice) => invoice.balance);
    expect(balances.every((value) => value === 0 || typeof value === 'string')).toBe(true);
    expect(balances.some((value) => typeof value === 'string' && value.startsWith('-'))).toBe(true);
    const parsed = (await list('?perPage=50')).invoices;
    expect(parsed.map((invoice) => invoice.balance)).toEqual(
      ids(parsed).map((id) => seedInvoices().find((invoice) => invoice.id === id)?.balance),
    );
  });

  it('searches client name, email, id, total, balance and due date, accent- and case-blind', async () => {
    const sample = seedInvoices().at(-3) as Invoice;
    const found = async (q: string) =>
      ids((await list(`?perPage=50&q=${encodeURIComponent(q)}`)).invoices);
    const byName = (await list(`?perPage=50&q=${encodeURIComponent('JOAO PEDRO')}`)).invoices;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((invoice) => invoice.client.name === 'João Pedro Costa')).toBe(true);
    expect(await found(sample.client.companyEmail)).toContain(sample.id);
    expect(await found(String(sample.id))).toEqual([sample.id]);
    expect(await found(String(sample.total).replace('.', ','))).toContain(sample.id);
    expect(await found(sample.dueDate.split('-').reverse().join('/'))).toContain(sample.id);
    const credit = seedInvoices().find((invoice) => invoice.balance < 0) as Invoice;
    expect(await found(String(credit.balance))).toContain(credit.id);
    const { total } = await list('?q=nada-parecido');
    expect(total).toBe(0);
  });

  it('finds an amount however it is typed: minus or hyphen, any space, with or without R$', async () => {
    const found = async (q: string) =>
      ids((await list(`?perPage=50&q=${encodeURIComponent(q)}`)).invoices);
    // The invoice's own balance as the API writes it (`-R$ 440,00`, with Intl's no-break space).
    const credit = seedInvoices().find((invoice) => invoice.balance === -440) as Invoice;
    const wire = (await list('?perPage=50')).allData.find((invoice) => invoice.id === credit.id);
    expect(wire?.balance).toBe(-440);
    const raw = (await (await call('?perPage=50')).json()) as {
      allData: { id: number; balance: unknown }[];
    };
    const written = raw.allData.find((invoice) => invoice.id === credit.id)?.balance;
    expect(written).toBe('-R$\u00a0440,00');
    const typed = [
      String(written),
      '-R$ 440,00',
      '\u2212R$\u00a0440,00',
      '\u2212R$\u202f440,00',
      'R$ -440,00',
      '-R$440.00',
      '- R$ 440',
      '-440,00',
      '-440.00',
      '\u2212440',
      '-440',
    ];
    for (const text of typed) expect(await found(text), text).toContain(credit.id);
    // A credit is not found by a debit's figure written with its sign.
    const debit = seedInvoices().find((invoice) => invoice.balance > 1000) as Invoice;
    const [whole = '', cents = ''] = debit.balance.toFixed(2).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    for (const text of [
      `R$\u00a0${grouped},${cents}`,
      `${whole},${cents}`,
      `R$ ${whole}.${cents}`,
    ]) {
      expect(await found(text), text).toContain(debit.id);
    }
    expect(await found(`-R$ ${grouped},${cents}`)).not.toContain(debit.id);
    // The total, as the list shows it (`R$ 2.520,16`) and as digits.
    const sample = seedInvoices().find(
      (invoice) => invoice.total >= 1000 && invoice.total % 1 !== 0,
    ) as Invoice;
    const shown = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
      sample.total,
    );
    const shownEn = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(
      sample.total,
    );
    for (const text of [
      shown,
      shownEn,
      String(sample.total),
      String(sample.total).replace('.', ','),
    ]) {
      expect(await found(text), text).toContain(sample.id);
    }
  });

  it('filters by status, and ignores an unknown one', async () => {
    const pastDue = await list('?status=Past%20Due&perPage=50');
    const expected = seedInvoices().filter((invoice) => invoice.invoiceStatus === 'Past Due');
    expect(pastDue.total).toBe(expected.length);
    expect(pastDue.invoices.every((invoice) => invoice.invoiceStatus === 'Past Due')).toBe(true);
    expect((await list('?status=Lost')).total).toBe(INVOICE_COUNT);
    const paidSearch = await list('?status=Paid&q=com.br&perPage=50');
    expect(paidSearch.invoices.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true);
  });

  it('sorts by a column in either direction', async () => {
    const totals = (await list('?sortColumn=total&sort=asc&perPage=50')).invoices.map(
      (invoice) => invoice.total,
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const top = (await list('?sortColumn=total&sort=desc')).invoices[0];
    expect(top?.total).toBe(Math.max(...totals));
    const names = (await list('?sortColumn=client&sort=asc&perPage=50')).invoices.map(
      (invoice) => invoice.client.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const due = (await list('?sortColumn=dueDate&sort=desc')).invoices.map((i) => i.dueDate);
    expect(due).toEqual([...due].sort().reverse());
  });

  it('needs a token, and a caller allowed to read invoices', async () => {
    expect((await call('', null)).status).toBe(401);
    expect((await call('', 'forged')).status).toBe(401);
    // Account 2 is the demo client: it may read ACL and Auth, not invoices.
    expect((await call('', (await issueTokens(2)).accessToken)).status).toBe(403);
  });
});

describe('balance text', () => {
  it('reads the currency texts an API may send', () => {
    expect(parseCurrencyText('$724')).toBe(724);
    expect(parseCurrencyText('-$205.00')).toBe(-205);
    expect(parseCurrencyText('R$ 1.234,56')).toBe(1234.56);
    expect(parseCurrencyText('-R$\u00a0205,50')).toBe(-205.5);
    expect(parseCurrencyText('(R$ 10,00)')).toBe(-10);
    expect(parseCurrencyText('$3,428.16')).toBe(3428.16);
    expect(parseCurrencyText('1.234')).toBe(1234);
    expect(parseCurrencyText('12,5')).toBe(12.5);
    expect(parseCurrencyText('0')).toBe(0);
    expect(parseCurrencyText('R$')).toBeNull();
    expect(invoiceSchema.shape.balance.safeParse('nada').success).toBe(false);
    expect(invoiceSchema.shape.balance.parse(0)).toBe(0);
  });
});
