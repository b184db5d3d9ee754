import { addDays } from '@/lib/dates';
import { createRandom, type Random } from '@/lib/demo/random';
import type { Invoice, InvoiceClient, InvoiceStatus } from '../types/invoice';
import { companies, contactAvatar, people, type Company } from '@/sample-data/clients';
import { services } from './samples';

/**
 * Our sample invoices: a digital agency billing Brazilian shops and brands (and two in
 * Portugal) for its services, in reais. Deterministic: the same seed, counted back from a
 * fixed day, gives the same invoices everywhere, so tests can name what they expect.
 */
export const INVOICE_COUNT = 50;
/** The day the invoices are counted back from (their "today"). */
export const REFERENCE_DATE = '2026-11-20';
const FIRST_ID = 4101;
const MAX_AGE_DAYS = 245;

/** `first.last@domain`, without accents. */
const emailOf = (name: string, domain: string) => {
  const parts = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
  return `${parts[0]}.${parts.at(-1)}@${domain}`;
};

const phoneOf = (area: string, random: Random) =>
  area.startsWith('+351')
    ? `${area} ${random.int(100, 999)} ${random.int(1000, 9999)}`
    : `${area} 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`;

function clientOf(index: number, random: Random): InvoiceClient {
  const company = companies[index % companies.length] as Company;
  const name = people[(index * 7) % people.length] as string;
  return {
    address: company.address,
    company: company.company,
    companyEmail: emailOf(name, company.domain),
    country: company.country,
    contact: phoneOf(company.phone, random),
    name,
  };
}

/**
 * A status that fits the dates: only an invoice past its due date can be past due, and the
 * older an overdue invoice, the likelier it was paid since. Drafts are recent.
 */
function statusOf(random: Random, overdue: boolean, ageDays: number): InvoiceStatus {
  const roll = random.next();
  if (overdue) {
    if (roll < 0.45 + Math.min(0.45, ageDays / 400)) return 'Paid';
    return random.bool(0.7) ? 'Past Due' : 'Partial Payment';
  }
  if (ageDays <= 12 && roll < 0.4) return 'Draft';
  if (roll < 0.4) return 'Sent';
  if (roll < 0.65) return 'Downloaded';
  if (roll < 0.82) return 'Partial Payment';
  return 'Paid';
}

/** What is left to pay: nothing once paid (or a credit when overpaid), part after a payment. */
function balanceOf(random: Random, status: InvoiceStatus, total: number): number {
  if (status === 'Paid') return random.bool(0.2) ? -random.int(4, 60) * 10 : 0;
  if (status === 'Partial Payment')
    return Math.round(total * (0.3 + random.next() * 0.4) * 100) / 100;
  return total;
}

function invoiceAt(position: number, count: number, random: Random): Invoice {
  // Oldest first, over the eight months before the reference, more of them in recent weeks.
  const ageDays = Math.round(
    MAX_AGE_DAYS * ((count - 1 - position) / Math.max(1, count - 1)) ** 1.6,
  );
  // Days counted on the calendar, not moments: the same dates in every time zone.
  const issuedDate = addDays(REFERENCE_DATE, -ageDays);
  const dueDate = addDays(issuedDate, random.pick([15, 30, 30, 45]));
  const service = random.pick(services);
  const cents = random.bool(0.3) ? random.int(1, 99) / 100 : 0;
  const total = random.int(service.min / 10, service.max / 10) * 10 + cents;
  const status = statusOf(random, dueDate < REFERENCE_DATE, ageDays);
  // The draws a picture once took, kept so that every later figure stays the same.
  if (random.bool(0.6)) random.int(1, 24);
  const client = clientOf(position, random);
  return {
    id: FIRST_ID + position,
    issuedDate,
    client,
    service: service.name,
    total,
    // The contact's own picture, the same as in the users list and on their page.
    avatar: contactAvatar(client.name),
    invoiceStatus: status,
    balance: balanceOf(random, status, total),
    dueDate,
  };
}

/**
 * The sample invoices, ids in the order they were issued (the newest has the largest id);
 * 10,000 of them for the scale runs (`LARGE_INVOICES_KEY`), over the same eight months.
 */
export function seedInvoices(count = INVOICE_COUNT, seed = 4101): Invoice[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, position) => invoiceAt(position, count, random));
}
