import { Text } from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ColumnMenu } from './column-menu';
import { rowsToExport } from './selection';
import { ExportMenu, tableExportColumns } from './table-export';
import { exportFormats, type RowSelection, type TableExport } from './types';

interface DataTableToolsProps<Row> {
  table: Table<Row>;
  selection: RowSelection;
  /** How many rows are selected (over every page). */
  count: number;
  selectionActions?: ((selection: RowSelection, count: number) => ReactNode) | undefined;
  exporting?: TableExport<Row> | undefined;
  /** The rows the table holds: a client list's every row, a server list's page. */
  heldRows: () => readonly Row[];
  getRowId: (row: Row) => string;
}

/** The toolbar's own tools: what is selected and what to do with it, the export, the columns. */
export function DataTableTools<Row>({
  table,
  selection,
  count,
  selectionActions,
  exporting,
  heldRows,
  getRowId,
}: DataTableToolsProps<Row>) {
  const { t } = useTranslation('table');
  const { number } = useFormat();
  // Rows picked one by one, all on screen, need not be fetched with the rest of the list.
  const source = async () => {
    const held = heldRows();
    if (!exporting?.getRows) return held;
    if (!selection.all && selection.ids.size > 0) {
      const ids = new Set(held.map(getRowId));
      if ([...selection.ids].every((id) => ids.has(id))) return held;
    }
    return exporting.getRows();
  };
  return (
    <>
      {count > 0 && (
        <Text size="sm" aria-live="polite">
          {t('selected', { count, formatted: number(count) })}
        </Text>
      )}
      {count > 0 && selectionActions?.(selection, count)}
      {exporting && (
        <ExportMenu
          filename={exporting.filename}
          formats={exporting.formats ?? exportFormats}
          columns={tableExportColumns(table)}
          getRows={async () => rowsToExport(await source(), selection, getRowId)}
          selected={count}
        />
      )}
      <ColumnMenu table={table} />
    </>
  );
}
