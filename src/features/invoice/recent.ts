import { invoiceListParams, invoicesQueryOptions } from './api';

/** How many invoices the dashboard's "recent transactions" shows. */
export const RECENT_INVOICES = 5;

/** The newest invoices: the list call's first page, by issue date, newest first. */
export const recentInvoicesParams = () =>
  invoiceListParams({
    perPage: RECENT_INVOICES,
    sort: { column: 'issuedDate', direction: 'desc' },
  });

export const recentInvoicesQueryOptions = () => invoicesQueryOptions(recentInvoicesParams());
