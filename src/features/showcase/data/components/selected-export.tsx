import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  DataTable,
  ExportMenu,
  isRowSelected,
  type RowSelection,
} from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { orderId, orderStatuses, storeOrders, type OrderStatus } from '../lib/orders';
import { useOrderColumns } from './order-columns';

const none: RowSelection = { all: false, ids: new Set() };

interface SelectedExportProps {
  /** The file's name, without its extension. */
  filename: string;
  tableLabel: string;
  /** A status menu that selects every order of a status at once. */
  quickSelect?: boolean;
}

/**
 * The orders with a checkbox each: the export writes only the checked ones, and is off (with
 * a line saying why) while none is checked. Above the table, how many and their sum.
 */
export function SelectedExport({ filename, tableLabel, quickSelect = false }: SelectedExportProps) {
  const { t } = useTranslation('extensions-data');
  const format = useFormat();
  const hintId = useId();
  const { columns, sheet } = useOrderColumns();
  const [selection, setSelection] = useState<RowSelection>(none);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const chosen = useMemo(
    () => storeOrders.filter((order) => isRowSelected(selection, orderId(order))),
    [selection],
  );
  const count = chosen.length;
  const sum = chosen.reduce((total, order) => total + order.total, 0);

  const selectStatus = () => {
    if (!status) return;
    const ids = storeOrders.filter((order) => order.status === status).map(orderId);
    setSelection({ all: false, ids: new Set(ids) });
  };

  const exportButton =
    count > 0 ? (
      <ExportMenu
        filename={filename}
        formats={['csv', 'xlsx']}
        columns={sheet}
        getRows={() => chosen}
        selected={count}
      />
    ) : (
      <Button
        variant="default"
        size="xs"
        disabled
        leftSection={<Download size={14} aria-hidden="true" />}
        aria-describedby={hintId}
      >
        {t('selected.export')}
      </Button>
    );

  return (
    <Stack gap="sm">
      {quickSelect && (
        <Group gap="xs" align="end" wrap="wrap">
          <Select
            label={t('selected.quick.label')}
            placeholder={t('selected.quick.placeholder')}
            data={orderStatuses.map((value) => ({ value, label: t(`orders.status.${value}`) }))}
            value={status}
            onChange={(value) => setStatus(orderStatuses.find((s) => s === value) ?? null)}
            w={{ base: '100%', xs: 220 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="light" onClick={selectStatus} disabled={!status}>
            {t('selected.quick.select')}
          </Button>
        </Group>
      )}
      <Text size="sm" role="status" fw={count > 0 ? 500 : undefined} id={hintId}>
        {count > 0
          ? t('selected.summary', {
              count,
              formatted: format.number(count),
              sum: format.currency(sum),
            })
          : t('selected.hint')}
      </Text>
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={storeOrders}
        getRowId={orderId}
        getRowLabel={(order) => t('selected.rowLabel', { code: order.code, name: order.customer })}
        selectable
        selection={selection}
        onSelectionChange={setSelection}
        minWidth={820}
        maxHeight={480}
        actions={exportButton}
      />
    </Stack>
  );
}
