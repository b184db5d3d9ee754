import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { conflictingRecord } from '@/lib/api-error';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import { invoiceKeys } from './api';
import { invoiceSchema, type Invoice, type InvoicePage } from './types/invoice';
import {
  invoiceClientsSchema,
  invoiceDocumentSchema,
  type AddPayment,
  type InvoiceDocument,
  type InvoiceDraft,
  type SendInvoice,
  currentInvoiceSchema,
} from './types/document';

/** The invoice document's calls: read, add, edit, delete (with undo), send and pay. */
export const invoiceDocumentKeys = {
  document: (id: number) => [...invoiceKeys.all, 'document', id] as const,
  clients: () => [...invoiceKeys.all, 'clients'] as const,
};

export const invoiceDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceDocumentKeys.document(id),
    queryFn: ({ signal }) =>
      http.demo.get(`/api/invoice/invoices/${id}`, { schema: invoiceDocumentSchema, signal }),
  });

export const useInvoiceDocument = (id: number) => useQuery(invoiceDocumentQueryOptions(id));

export const invoiceClientsQueryOptions = () =>
  queryOptions({
    queryKey: invoiceDocumentKeys.clients(),
    queryFn: ({ signal }) =>
      http.demo.get('/api/invoice/clients', { schema: invoiceClientsSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useInvoiceClients = () => useQuery(invoiceClientsQueryOptions());

/**
 * The add and edit pages' save: the API works out the total and answers the document, which
 * is put in the cache so the preview opens on it. The page says what failed itself and keeps
 * what was typed (`errorShownBy: 'form'`); the list's "Duplicar" says it in a toast.
 */
export function useSaveInvoice() {
  return useMutation({
    mutationFn: ({
      id,
      invoice,
      version,
    }: {
      id?: number | undefined;
      invoice: InvoiceDraft;
      version?: number | undefined;
    }) =>
      id === undefined
        ? http.demo.post('/apps/invoice/add', { json: { invoice }, schema: invoiceDocumentSchema })
        : http.demo.post('/apps/invoice/update', {
            json: { id, invoice, version },
            schema: invoiceDocumentSchema,
          }),
    meta: { errorShownBy: 'form' },
    onSuccess: (document, _variables, _result, { client }) => {
      client.setQueryData(invoiceDocumentKeys.document(document.invoice.id), document);
      void client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

/**
 * A change made from the preview (send, payment): the document and the lists read again. Its
 * form says what failed and keeps what was typed.
 */
function useDocumentChange<V extends { id: number }>(path: string) {
  return useMutation({
    mutationFn: (variables: V) =>
      http.demo.post(path, { json: variables, schema: invoiceDocumentSchema }),
    meta: { errorShownBy: 'form' },
    onSuccess: (document: InvoiceDocument, _variables, _result, { client }) => {
      client.setQueryData(invoiceDocumentKeys.document(document.invoice.id), document);
      void client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

export const useSendInvoice = () => useDocumentChange<SendInvoice>('/apps/invoice/send');
export const useAddPayment = () => useDocumentChange<AddPayment>('/apps/invoice/add-payment');

/** A list answer (checked or not: see `invoicePageSchema`) without the invoice `id`. */
const withoutInvoice = <D extends InvoicePage>(data: D, id: number): D => {
  const shown = data.invoices.some((invoice) => invoice.id === id);
  return {
    ...data,
    allData: data.allData.filter((row) => (row as { id?: unknown } | null)?.id !== id),
    invoices: data.invoices.filter((invoice) => invoice.id !== id),
    total: data.total - (shown ? 1 : 0),
  };
};

/** The row leaves every list at once; a failure puts it back and says why. */
export function useDeleteInvoice() {
  return useMutation({
    mutationFn: (invoice: Invoice) =>
      http.demo.delete('/apps/invoice/delete', {
        searchParams: { id: invoice.id },
        schema: invoiceSchema,
      }),
    meta: { errorMessage: 'invoice:toasts.deleteFailed' },
    ...optimistic<InvoicePage, Invoice>({
      queryKey: invoiceKeys.lists(),
      update: (data, invoice) => withoutInvoice(data, invoice.id),
    }),
  });
}

/** The toast's undo: the deleted invoice back in its place. */
export function useRestoreInvoice() {
  return useMutation({
    mutationFn: (invoice: Invoice) =>
      http.demo.post('/apps/invoice/restore', { json: { id: invoice.id }, schema: invoiceSchema }),
    meta: { errorMessage: 'invoice:toasts.restoreFailed' },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}

/** An invoice's lines and terms as the add and edit pages send them. */
/** The invoice as stored now (a refused save's `current`), as the form's values and version. */
export function storedDraft(
  current: unknown,
): { draft: InvoiceDraft; version: number } | undefined {
  const parsed = currentInvoiceSchema.safeParse(current);
  if (!parsed.success) return undefined;
  const { details, version, ...invoice } = parsed.data;
  return { draft: draftOf({ invoice, details }), version };
}

/** What a save refused for an older version found stored (`409`), if that is why. */
export const currentDraft = (error: unknown) => storedDraft(conflictingRecord(error));

export const draftOf = ({
  invoice,
  details,
}: Pick<InvoiceDocument, 'invoice' | 'details'>): InvoiceDraft => ({
  client: invoice.client,
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  details: {
    items: details.items,
    salesperson: details.salesperson,
    note: details.note,
    paymentTerms: details.paymentTerms,
    discount: details.discount,
    tax: details.tax,
  },
});
