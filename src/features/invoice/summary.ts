import type { Invoice } from './types/invoice';

export interface InvoiceSums {
  count: number;
  billed: number;
  owed: number;
  received: number;
  pastDue: number;
}

/** Sums over every invoice (the list call's `allData`), whatever the search shows. */
export function invoiceSums(invoices: readonly Invoice[]): InvoiceSums {
  let billed = 0;
  let owed = 0;
  let pastDue = 0;
  for (const invoice of invoices) {
    billed += invoice.total;
    if (invoice.balance > 0) owed += invoice.balance;
    if (invoice.invoiceStatus === 'Past Due') pastDue += 1;
  }
  return { count: invoices.length, billed, owed, received: billed - owed, pastDue };
}
