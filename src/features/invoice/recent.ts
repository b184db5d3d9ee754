import { codePiece } from '@/components/query-state/code-piece';
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

/**
 * The data table the card draws them in, downloaded with the card's call rather than before
 * the dashboard's first render: the card sits below the fold, and the table with its pickers
 * is a tenth of the page's code. The dashboard's prefetch starts it beside the call.
 */
export const recentInvoicesTable = codePiece(() => import('@/components/data-table'));
