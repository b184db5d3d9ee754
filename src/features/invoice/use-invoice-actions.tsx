import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import {
  draftOf,
  invoiceDocumentQueryOptions,
  useDeleteInvoice,
  useRestoreInvoice,
  useSaveInvoice,
} from './document-api';
import { isoToday, shiftIsoDate } from './dates';
import type { Invoice } from './types';

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
    const toastWithAction = (message: string, action: string, onClick: () => void) => {
      const id = notifications.show({
        message: (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <span dir="auto">{message}</span>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                notifications.hide(id);
                onClick();
              }}
            >
              {action}
            </Button>
          </Group>
        ),
      });
    };

    const onDelete = (invoice: Invoice) =>
      modals.openConfirmModal({
        title: t('confirmDelete.title', { id: invoice.id }),
        children: <Text size="sm">{t('confirmDelete.text', { client: invoice.client.name })}</Text>,
        labels: { confirm: t('confirmDelete.confirm'), cancel: t('actions.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove(invoice, {
            onSuccess: () =>
              toastWithAction(t('toasts.deleted', { id: invoice.id }), t('toasts.undo'), () =>
                restore(invoice, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'teal',
                      message: t('toasts.restored', { id: invoice.id }),
                    }),
                }),
              ),
          }),
      });

    const onDuplicate = async (invoice: Invoice) => {
      try {
        const document = await client.fetchQuery(invoiceDocumentQueryOptions(invoice.id));
        const draft = draftOf(document);
        const days = Math.round(
          (Date.parse(draft.dueDate) - Date.parse(draft.issuedDate)) / 86_400_000,
        );
        const issuedDate = isoToday();
        const copy = await save({
          invoice: { ...draft, issuedDate, dueDate: shiftIsoDate(issuedDate, days) },
        });
        toastWithAction(
          t('toasts.duplicated', { id: copy.invoice.id }),
          t('toasts.open'),
          () => void navigate(invoicePaths.edit(copy.invoice.id)),
        );
      } catch {
        notifications.show({ color: 'red', message: t('toasts.duplicateFailed') });
      }
    };

    return { onDelete, onDuplicate: (invoice: Invoice) => void onDuplicate(invoice) };
  }, [t, client, navigate, remove, restore, save]);
}
