import { useMemo, useState } from 'react';
import { DataTable, DataTableFilter } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { orderId, orderStatuses, storeOrders, type OrderStatus } from '../lib/orders';
import { useOrderColumns } from './order-columns';

/** The orders of one status: the export writes the rows the filter shows, and says which. */
export function FilteredExport() {
  const { t } = useTranslation('extensions-data');
  const { columns } = useOrderColumns();
  const [status, setStatus] = useState<OrderStatus | undefined>('delivered');
  const rows = useMemo(
    () => (status ? storeOrders.filter((order) => order.status === status) : storeOrders),
    [status],
  );
  const options = orderStatuses.map((value) => ({
    value,
    label: t(`orders.status.${value}`),
  }));
  const filename = status
    ? t('export.filtered.file', { status: t(`orders.statusFile.${status}`) })
    : t('export.filtered.fileAll');

  return (
    <DataTable
      label={t('export.filtered.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={orderId}
      getRowLabel={orderId}
      minWidth={760}
      maxHeight={420}
      pageSizes={[5, 10, 25]}
      defaultPerPage={5}
      toolbar={
        <DataTableFilter
          label={t('export.filtered.filter')}
          placeholder={t('export.filtered.all')}
          options={options}
          value={status}
          onChange={setStatus}
        />
      }
      filters={{ active: status !== undefined, onClear: () => setStatus(undefined) }}
      export={{ filename }}
    />
  );
}
