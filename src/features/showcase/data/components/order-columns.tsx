import { Badge, type MantineColor } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { CsvValue, DataTableColumn, SheetColumn } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Order, OrderStatus } from '../lib/orders';

const statusColors: Record<OrderStatus, MantineColor> = {
  paid: 'teal',
  pending: 'yellow',
  shipped: 'indigo',
  delivered: 'green',
  cancelled: 'red',
};

interface OrderField {
  id: string;
  header: string;
  /** What the table sorts by and the files hold. */
  value: (order: Order) => CsvValue;
  cell?: (order: Order) => ReactNode;
  align?: 'end';
  xlsxFormat?: string;
}

/**
 * The orders' columns, once: the table's (`columns`) and the same ones as a file's
 * (`sheet`, for an export drawn apart from the table).
 */
export function useOrderColumns() {
  const { t } = useTranslation('extensions-data');
  const format = useFormat();
  return useMemo(() => {
    const status = (order: Order) => t(`orders.status.${order.status}`);
    const fields: OrderField[] = [
      { id: 'code', header: t('orders.code'), value: (order) => order.code },
      { id: 'customer', header: t('orders.customer'), value: (order) => order.customer },
      { id: 'city', header: t('orders.city'), value: (order) => order.city },
      { id: 'state', header: t('orders.state'), value: (order) => order.state },
      {
        id: 'day',
        header: t('orders.day'),
        value: (order) => order.day,
        cell: (order) => format.day(order.day),
      },
      {
        id: 'total',
        header: t('orders.total'),
        value: (order) => order.total,
        cell: (order) => format.currency(order.total),
        align: 'end',
        xlsxFormat: '#,##0.00',
      },
      {
        id: 'status',
        header: t('orders.statusLabel'),
        value: status,
        cell: (order) => (
          <Badge variant="light" color={statusColors[order.status]}>
            {status(order)}
          </Badge>
        ),
      },
    ];
    const column = createColumnHelper<Order>();
    const columns: DataTableColumn<Order>[] = fields.map((field) =>
      column.accessor(field.value, {
        id: field.id,
        header: field.header,
        ...(field.cell && { cell: (info) => field.cell?.(info.row.original) }),
        meta: { align: field.align ?? 'start', xlsxFormat: field.xlsxFormat },
      }),
    );
    const sheet: SheetColumn<Order>[] = fields.map((field) => ({
      header: field.header,
      value: field.value,
      format: field.xlsxFormat,
    }));
    return { columns, sheet };
  }, [t, format]);
}
