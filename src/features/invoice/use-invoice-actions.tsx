import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { addDays, daysBetween, today } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n-react';
import {
  draftOf,
  invoiceDocumentQueryOptions,
  useDeleteInvoice,
  useRestoreInvoice,
  useSaveInvoice,
} from './document-api';
import type { Invoice } from './types/invoice';

/** Where a person goes from an invoice: its preview, its edit page, its printable copy. */
export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: number) => `/apps/invoice/preview/${id}`,
  edit: (id: number) => `/apps/invoice/edit/${id}`,
  /** The preview, which opens the print dialog (save as PDF) once drawn. */
  download: (id: number) => `/apps/invoice/preview/${id}?print=1`,
};

/**
 * What a person does to an invoice from the list: delete it (after a confirmation, with an
 * undo in the toast) and duplicate it (a new draft dated today, opened from the toast).
 */
export function useInvoiceActions() {
  const { t } = useTranslation('invoice');
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate: remove } = useDeleteInvoice();
  const { mutate: restore } = useRestoreInvoice();
  const { mutateAsync: save } = useSaveInvoice();

  return useMemo(() => {
    const onDelete = (invoice: Invoice) =>
      modals.openConfirmModal({
        title: t('confirmDelete.title', { id: invoice.id }),
        children: <Text size="sm">{t('confirmDelete.text', { client: invoice.client.name })}</Text>,
        labels: { confirm: t('confirmDelete.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove(invoice, {
            onSuccess: () =>
              toast.undo({
                message: t('toasts.deleted', { id: invoice.id }),
                onUndo: () =>
                  restore(invoice, {
                    onSuccess: () => toast.success(t('toasts.restored', { id: invoice.id })),
                  }),
              }),
          }),
      });

    const onDuplicate = async (invoice: Invoice) => {
      try {
        const document = await client.fetchQuery(invoiceDocumentQueryOptions(invoice.id));
        const draft = draftOf(document);
        // The copy keeps the original's terms: as many days from today.
        const days = daysBetween(draft.issuedDate, draft.dueDate) ?? 0;
        const issuedDate = today();
        const copy = await save({
          invoice: { ...draft, issuedDate, dueDate: addDays(issuedDate, days) },
        });
        toast.action({
          message: t('toasts.duplicated', { id: copy.invoice.id }),
          label: t('toasts.open'),
          onAction: () => void navigate(invoicePaths.edit(copy.invoice.id)),
        });
      } catch (error) {
        // The copy's save is a form's call (`errorShownBy: 'form'`): this is its only word.
        toast.failure(t('toasts.duplicateFailed'), error);
      }
    };

    return { onDelete, onDuplicate: (invoice: Invoice) => void onDuplicate(invoice) };
  }, [t, client, navigate, remove, restore, save]);
}
