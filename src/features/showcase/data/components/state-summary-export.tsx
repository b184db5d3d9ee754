import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { storeOrders } from '../lib/orders';

interface StateTotal {
  state: string;
  orders: number;
  revenue: number;
}

/** The orders summed by state (cancelled ones left out), largest revenue first. */
export function stateTotals(): StateTotal[] {
  const totals = new Map<string, StateTotal>();
  for (const order of storeOrders) {
    if (order.status === 'cancelled') continue;
    const total = totals.get(order.state) ?? { state: order.state, orders: 0, revenue: 0 };
    total.orders += 1;
    total.revenue = Math.round((total.revenue + order.total) * 100) / 100;
    totals.set(order.state, total);
  }
  return [...totals.values()].sort((a, b) => b.revenue - a.revenue);
}

const totalsByState = stateTotals();

/** A summary table with a CSV button alone (`formats: ['csv']`). */
export function StateSummaryExport() {
  const { t } = useTranslation('extensions-data');
  const format = useFormat();
  const columns = useMemo<DataTableColumn<StateTotal>[]>(() => {
    const column = createColumnHelper<StateTotal>();
    return [
      column.accessor('state', { header: t('export.byState.state') }),
      column.accessor('orders', {
        header: t('export.byState.orders'),
        cell: (info) => format.number(info.row.original.orders),
        meta: { align: 'end' },
      }),
      column.accessor('revenue', {
        header: t('export.byState.revenue'),
        cell: (info) => format.currency(info.row.original.revenue),
        meta: { align: 'end', xlsxFormat: '#,##0.00' },
      }),
    ];
  }, [t, format]);

  return (
    <DataTable
      label={t('export.byState.tableLabel')}
      columns={columns}
      rows={totalsByState}
      getRowId={(row) => row.state}
      minWidth={320}
      maxHeight={420}
      pageSizes={[5, 10, 25]}
      defaultPerPage={5}
      export={{ filename: t('export.byState.file'), formats: ['csv'] }}
    />
  );
}
