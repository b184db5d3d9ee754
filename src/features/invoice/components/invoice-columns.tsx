import { Anchor, Badge, Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Invoice } from '../types/invoice';
import { invoicePaths } from '../use-invoice-actions';
import { InvoiceClientCell } from './invoice-client';
import { InvoiceStatusBadge } from './invoice-status-badge';
import classes from './invoice-table.module.css';

const column = createColumnHelper<Invoice>();
const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * Every column an invoice table may show, drawn one way wherever it is: the list takes them
 * all, a client's card some (`const { id, total } = useInvoiceColumns()`).
 */
export function useInvoiceColumns() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  return useMemo(() => {
    const isoDay = (field: 'issuedDate' | 'dueDate') =>
      column.accessor(field, {
        header: t(`columns.${field}`),
        cell: (info) => (
          <time dateTime={info.getValue<string>()} style={{ whiteSpace: 'nowrap' }}>
            {format.day(info.row.original[field], day)}
          </time>
        ),
      });
    const columns = {
      id: column.accessor('id', {
        header: t('columns.id'),
        cell: (info) => (
          <Anchor component={Link} to={invoicePaths.preview(info.row.original.id)} fw={500}>
            #{info.row.original.id}
          </Anchor>
        ),
      }),
      client: column.accessor((invoice) => invoice.client.name, {
        id: 'client',
        header: t('columns.client'),
        cell: (info) => <InvoiceClientCell invoice={info.row.original} />,
      }),
      total: column.accessor('total', {
        header: t('columns.total'),
        meta: { align: 'end' },
        cell: (info) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.currency(info.row.original.total)}
          </Text>
        ),
      }),
      issuedDate: isoDay('issuedDate'),
      balance: column.accessor('balance', {
        header: t('columns.balance'),
        meta: { align: 'end' },
        // Settled reads as a word; a credit (paid more than the total) as the word "Crédito"
        // and what is owed back, unsigned: never a bare green "-R$ 390,00".
        cell: (info) => {
          const balance = info.row.original.balance;
          if (balance === 0)
            return (
              <Badge variant="light" color="teal" miw="max-content">
                {t('balance.settled')}
              </Badge>
            );
          const amount = (
            <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
              {format.currency(Math.abs(balance))}
            </Text>
          );
          if (balance > 0) return amount;
          return (
            <Group gap={6} wrap="nowrap" justify="flex-end" className={classes.credit}>
              <Badge variant="light" color="teal" miw="max-content">
                {t('balance.credit')}
              </Badge>{' '}
              {amount}
            </Group>
          );
        },
      }),
      status: column.accessor('invoiceStatus', {
        header: t('columns.status'),
        meta: { csv: (invoice) => t(`status.${invoice.invoiceStatus}`) },
        cell: (info) => <InvoiceStatusBadge status={info.row.original.invoiceStatus} />,
      }),
      dueDate: isoDay('dueDate'),
    } satisfies Record<string, DataTableColumn<Invoice>>;
    return columns;
  }, [t, format]);
}
