import { daysBetween } from '@/lib/dates';
import type { InvoiceClient } from '../../types/invoice';
import type { Amount, InvoiceFormValues, LineValues } from '../../types/invoice-form';

/** An amount as the sums read it: what is not (yet) a number counts as nothing. */
export const amountOf = (value: Amount) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const emptyLine = (): LineValues => ({ item: '', description: '', cost: '', qty: 1 });

export const emptyClient: InvoiceClient = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

/** Whole days from `issued` to `due` (ISO days), or null when either is missing or reversed. */
export function termDays(issued: string, due: string): number | null {
  const days = daysBetween(issued, due);
  return days !== null && days >= 0 ? days : null;
}

/** A new invoice: issued today, due in 30 days, one empty line; `terms` words the dates. */
export function newInvoiceValues(
  today: string,
  dueDate: string,
  terms: (issued: string, due: string) => string | null,
): InvoiceFormValues {
  return {
    client: emptyClient,
    issuedDate: today,
    dueDate,
    details: {
      items: [emptyLine()],
      salesperson: '',
      note: '',
      paymentTerms: terms(today, dueDate) ?? '',
      discount: 0,
      tax: 0,
    },
  };
}
