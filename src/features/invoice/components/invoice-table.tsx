import { Copy, Download, Eye, FileText, Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  serverTable,
  type DataTableColumn,
  type RowAction,
} from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { fetchAllMatching, type InvoiceListState, type useInvoices } from '../api';
import { invoiceStatuses, type Invoice } from '../types/invoice';
import { invoicePaths } from '../use-invoice-actions';
import { useInvoiceColumns } from './invoice-columns';

interface InvoiceTableProps {
  list: InvoiceListState;
  query: ReturnType<typeof useInvoices>;
  /** What the signed-in user may do to a row (the actions they lack are not offered). */
  canEdit?: boolean;
  onDuplicate?: ((invoice: Invoice) => void) | undefined;
  onDelete?: ((invoice: Invoice) => void) | undefined;
  /** The page's actions, at the toolbar's end. */
  actions?: ReactNode;
}

/** The invoices in the shared table: search and status in the URL, sorted and paged by the call. */
export function InvoiceTable(props: InvoiceTableProps) {
  const { list, query, canEdit, onDuplicate, onDelete } = props;
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const status = list.params.filters.status;

  const all = useInvoiceColumns();
  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [all.id, all.client, all.total, all.issuedDate, all.balance, all.status, all.dueDate],
    [all],
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
      actions={props.actions}
      empty={{
        icon: <FileText size={28} aria-hidden="true" />,
        title: t('empty.title'),
        hint: t('empty.hint'),
        none: t('empty.none'),
      }}
      {...table}
    />
  );
}
