import { Anchor, Badge, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Copy, Download, Eye, FileText, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  filteredEmpty,
  serverTable,
  type DataTableColumn,
  type RowAction,
} from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { fetchAllMatching, type InvoiceListState, type useInvoices } from '../api';
import { fromIsoDate } from '../dates';
import { invoiceStatuses, type Invoice } from '../types';
import { invoicePaths } from '../use-invoice-actions';
import { InvoiceClientCell } from './invoice-client';
import { InvoiceStatusBadge } from './invoice-status-badge';
import classes from './invoice-table.module.css';

const column = createColumnHelper<Invoice>();
const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

interface InvoiceTableProps {
  list: InvoiceListState;
  query: ReturnType<typeof useInvoices>;
  /** What the signed-in user may do to a row (the actions they lack are not offered). */
  canEdit?: boolean;
  onDuplicate?: ((invoice: Invoice) => void) | undefined;
  onDelete?: ((invoice: Invoice) => void) | undefined;
}

/** The invoices in the shared table: search and status in the URL, sorted and paged by the call. */
export function InvoiceTable({ list, query, canEdit, onDuplicate, onDelete }: InvoiceTableProps) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const navigate = useNavigate();
  const status = list.params.filters.status;

  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      column.accessor('id', {
        header: t('columns.id'),
        cell: (info) => (
          <Anchor component={Link} to={invoicePaths.preview(info.row.original.id)} fw={500}>
            #{info.row.original.id}
          </Anchor>
        ),
      }),
      column.accessor((invoice) => invoice.client.name, {
        id: 'client',
        header: t('columns.client'),
        cell: (info) => <InvoiceClientCell invoice={info.row.original} />,
      }),
      column.accessor('total', {
        header: t('columns.total'),
        meta: { align: 'end' },
        cell: (info) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.currency(info.row.original.total)}
          </Text>
        ),
      }),
      column.accessor('issuedDate', {
        header: t('columns.issuedDate'),
        cell: (info) => (
          <time dateTime={info.getValue<string>()} style={{ whiteSpace: 'nowrap' }}>
            {format.date(fromIsoDate(info.row.original.issuedDate), day)}
          </time>
        ),
      }),
      column.accessor('balance', {
        header: t('columns.balance'),
        meta: { align: 'end' },
        // Settled reads as a word; a credit (paid more than the total) as a signed amount.
        cell: (info) => {
          const balance = info.row.original.balance;
          if (balance === 0)
            return (
              <Badge variant="light" color="teal" miw="max-content">
                {t('balance.settled')}
              </Badge>
            );
          return (
            <Text
              size="sm"
              className={balance < 0 ? classes.credit : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {format.currency(balance)}
            </Text>
          );
        },
      }),
      column.accessor('invoiceStatus', {
        header: t('columns.status'),
        meta: { csv: (invoice) => t(`status.${invoice.invoiceStatus}`) },
        cell: (info) => <InvoiceStatusBadge status={info.row.original.invoiceStatus} />,
      }),
      column.accessor('dueDate', {
        header: t('columns.dueDate'),
        cell: (info) => (
          <time dateTime={info.getValue<string>()} style={{ whiteSpace: 'nowrap' }}>
            {format.date(fromIsoDate(info.row.original.dueDate), day)}
          </time>
        ),
      }),
    ],
    [t, format],
  );

  const rowActions = (invoice: Invoice): RowAction[] => [
    {
      label: t('actions.preview'),
      icon: Eye,
      onClick: () => void navigate(invoicePaths.preview(invoice.id)),
    },
    ...(canEdit
      ? [
          {
            label: t('actions.edit'),
            icon: Pencil,
            onClick: () => void navigate(invoicePaths.edit(invoice.id)),
          },
        ]
      : []),
    {
      label: t('actions.download'),
      icon: Download,
      onClick: () => void navigate(invoicePaths.download(invoice.id)),
    },
    ...(onDuplicate
      ? [{ label: t('actions.duplicate'), icon: Copy, onClick: () => onDuplicate(invoice) }]
      : []),
    ...(onDelete
      ? [
          {
            label: t('actions.delete'),
            icon: Trash2,
            color: 'red',
            onClick: () => onDelete(invoice),
          },
        ]
      : []),
  ];

  const filtered = Boolean(list.params.q || status);
  const table = serverTable(list, query, (data) => ({ rows: data.invoices, total: data.total }));
  return (
    <DataTable
      label={t('list.tableLabel')}
      columns={columns}
      getRowId={(invoice) => String(invoice.id)}
      getRowLabel={(invoice) => t('list.rowLabel', { id: invoice.id })}
      rowActions={rowActions}
      minWidth={880}
      csv={{
        filename: t('list.csvFile'),
        getRows: () => fetchAllMatching(list.params, table.server.total),
      }}
      toolbar={
        <>
          <DataTableSearch value={list.q} onChange={list.setQ} />
          <DataTableFilter
            label={t('filter.label')}
            placeholder={t('filter.placeholder')}
            options={invoiceStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={status}
            onChange={(next) => list.setFilter('status', next)}
          />
        </>
      }
      empty={filteredEmpty({
        icon: <FileText size={28} aria-hidden="true" />,
        title: t('empty.title'),
        hint: t('empty.hint'),
        none: t('empty.none'),
        clear: t('empty.clear'),
        filtered,
        onClear: list.reset,
      })}
      {...table}
    />
  );
}
