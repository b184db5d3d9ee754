import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { CardFrame } from '@/components/card-frame/card-frame';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { recentInvoicesQueryOptions } from '../recent';
import type { Invoice } from '../types/invoice';
import { InvoiceClientCell } from './invoice-client';
import { InvoiceStatusBadge } from './invoice-status-badge';

const column = createColumnHelper<Invoice>();

/** The dashboard's latest invoices (the invoice list call), in the shared data table. */
export function RecentInvoicesCard() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const query = useQuery(recentInvoicesQueryOptions());

  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      column.accessor('id', {
        header: t('columns.id'),
        cell: (info) => `#${info.row.original.id}`,
      }),
      column.accessor((invoice) => invoice.client.name, {
        id: 'client',
        header: t('columns.client'),
        cell: (info) => <InvoiceClientCell invoice={info.row.original} />,
      }),
      column.accessor('invoiceStatus', {
        header: t('columns.status'),
        cell: (info) => <InvoiceStatusBadge status={info.row.original.invoiceStatus} />,
      }),
      column.accessor('total', {
        header: t('columns.total'),
        meta: { align: 'end' },
        cell: (info) => format.currency(info.row.original.total),
      }),
      column.accessor('issuedDate', {
        header: t('columns.issuedDate'),
        // A calendar day: read at noon so no time zone moves it to the day before.
        cell: (info) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.day(info.row.original.issuedDate, {
              day: '2-digit',
              month: '2-digit',
              year: 'numeric',
            })}
          </Text>
        ),
      }),
    ],
    [t, format],
  );

  return (
    <CardFrame title={t('recent.title')} subtitle={t('recent.subtitle')} query={query}>
      {(data) => (
        <DataTable
          compact
          label={t('recent.label')}
          columns={columns}
          rows={data.invoices}
          getRowId={(invoice) => String(invoice.id)}
          getRowLabel={(invoice) => `#${invoice.id}`}
          fetching={query.isFetching}
          empty={{ title: t('recent.empty') }}
          minWidth={560}
          maxHeight="none"
        />
      )}
    </CardFrame>
  );
}
