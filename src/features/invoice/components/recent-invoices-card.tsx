import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/data-table';
import { CardFrame } from '@/components/card-frame/card-frame';
import { useCodePiece, withCode } from '@/components/query-state/code-piece';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { recentInvoicesQueryOptions, recentInvoicesTable } from '../recent';
import type { Invoice } from '../types/invoice';
import { InvoiceClientCell } from './invoice-client';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The dashboard's latest invoices (the invoice list call), in the shared data table. */
export function RecentInvoicesCard() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const query = useQuery(recentInvoicesQueryOptions());
  const code = useCodePiece(recentInvoicesTable);

  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      {
        accessorKey: 'id',
        header: t('columns.id'),
        cell: (info) => `#${info.row.original.id}`,
      },
      {
        id: 'client',
        accessorFn: (invoice) => invoice.client.name,
        header: t('columns.client'),
        cell: (info) => <InvoiceClientCell invoice={info.row.original} />,
      },
      {
        accessorKey: 'invoiceStatus',
        header: t('columns.status'),
        cell: (info) => <InvoiceStatusBadge status={info.row.original.invoiceStatus} />,
      },
      {
        accessorKey: 'total',
        header: t('columns.total'),
        meta: { align: 'end' },
        cell: (info) => format.currency(info.row.original.total),
      },
      {
        accessorKey: 'issuedDate',
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
      },
    ],
    [t, format],
  );

  return (
    <CardFrame
      title={t('recent.title')}
      subtitle={t('recent.subtitle')}
      query={withCode(query, code)}
    >
      {(data) =>
        code.module && (
          <code.module.DataTable
            compact
            label={t('recent.label')}
            columns={columns}
            rows={data.invoices}
            getRowId={(invoice) => String(invoice.id)}
            getRowLabel={(invoice) => `#${invoice.id}`}
            fetching={query.isFetching}
            empty={{ title: t('recent.empty') }}
            minWidth={560}
          />
        )
      }
    </CardFrame>
  );
}
