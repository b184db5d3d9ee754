import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { ParsedSheet, SheetCell } from '../lib/parse-sheet';

interface PreviewRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  cells: SheetCell[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const numericDay: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A parsed file's rows in the shared table: its own columns, its line numbers, 10 a page. */
export function SheetPreview({ sheet, label }: { sheet: ParsedSheet; label: string }) {
  const { t } = useTranslation('extensions-data');
  const format = useFormat();
  const rows = useMemo(
    () => sheet.rows.map((cells, index): PreviewRow => ({ line: index + 2, cells })),
    [sheet],
  );
  const columns = useMemo<DataTableColumn<PreviewRow>[]>(() => {
    const column = createColumnHelper<PreviewRow>();
    const show = (cell: SheetCell) => {
      if (cell === null) return '';
      if (typeof cell === 'number') return format.number(cell, { maximumFractionDigits: 6 });
      if (typeof cell === 'boolean') return cell ? t('import.yes') : t('import.no');
      return DAY.test(cell) ? format.day(cell, numericDay) : cell;
    };
    return [
      column.accessor('line', {
        header: t('import.line'),
        cell: (info) => format.number(info.row.original.line),
        meta: { align: 'end' },
      }),
      ...sheet.headers.map((header, index) =>
        column.accessor((row) => row.cells[index] ?? null, {
          id: `column-${index}`,
          header,
          cell: (info) => show(info.getValue<SheetCell>()),
        }),
      ),
    ];
  }, [sheet, t, format]);

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.line)}
      minWidth={Math.max(480, 90 + sheet.headers.length * 150)}
      maxHeight={520}
    />
  );
}
