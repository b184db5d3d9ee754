import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '@/lib/http';
import {
  listSearchParams,
  parseListState,
  type ListParamsOf,
  type ListStateApi,
  type ListStateOptions,
} from '@/lib/use-list-state';
import { invoiceSums } from './summary';
import {
  invoicePageSchema,
  invoicesResponseSchema,
  invoiceSortColumns,
  invoiceStatusSchema,
  type InvoiceSortColumn,
} from './types/invoice';

const statusFilter = z.optional(invoiceStatusSchema);

/** The invoice list's URL state: search, page, size, order (newest first) and status. */
export const invoiceListOptions: ListStateOptions<
  { status: typeof statusFilter },
  InvoiceSortColumn
> = {
  filters: { status: statusFilter },
  sortColumns: invoiceSortColumns,
  defaultSort: { column: 'id', direction: 'desc' },
};

export type InvoiceListParams = ListParamsOf<typeof invoiceListOptions>;
export type InvoiceListState = ListStateApi<{ status: typeof statusFilter }, InvoiceSortColumn>;

/** The list's defaults with `changes` applied (a list shown outside its page, e.g. the dashboard's). */
export function invoiceListParams(changes: Partial<InvoiceListParams> = {}): InvoiceListParams {
  return { ...parseListState(new URLSearchParams(), invoiceListOptions), ...changes };
}

export const invoiceKeys = {
  all: ['invoice'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListParams) => [...invoiceKeys.lists(), params] as const,
  /** Under `lists`: a change to the invoices refreshes (or patches) it with them. */
  summary: () => [...invoiceKeys.lists(), 'summary'] as const,
};

export const invoicesQueryOptions = (params: InvoiceListParams = invoiceListParams()) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/invoice/invoices', {
        schema: invoicePageSchema,
        // Ours: a page of rows needs no `allData` (10,000 rows in the scale runs).
        searchParams: { ...listSearchParams(params), withAllData: false },
        signal,
      }),
    // Another page, search or order keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useInvoices = (params?: InvoiceListParams) => useQuery(invoicesQueryOptions(params));

/** Every invoice, checked, for the figures over the list (one row asked: `allData` is all). */
export const invoiceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.summary(),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/invoice/invoices', {
        schema: invoicesResponseSchema,
        searchParams: listSearchParams(invoiceListParams({ perPage: 1 })),
        signal,
      }),
    select: (data) => invoiceSums(data.allData),
  });

export const useInvoiceSummary = () => useQuery(invoiceSummaryQueryOptions());

/** Every invoice the list's search and status match, in its order: one call (the CSV). */
export async function fetchAllMatching(params: InvoiceListParams, total: number) {
  const all = { ...params, page: 1, perPage: Math.max(1, total) };
  const data = await http.demo.get('/apps/invoice/invoices', {
    schema: invoicesResponseSchema,
    searchParams: listSearchParams(all),
  });
  return data.invoices;
}
