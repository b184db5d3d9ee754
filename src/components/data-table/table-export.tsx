import { Button, Menu } from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import { ChevronDown, Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { columnLabel } from './column-menu';
import { downloadCsv, toCsv, type CsvColumn, type CsvValue } from './csv';
import { downloadXlsx } from './download-xlsx';
import type { ExportFormat } from './types';
import type { SheetColumn } from './xlsx';

/** The exported columns of a table: its visible data columns, by their labels. */
export function tableExportColumns<Row>(table: Table<Row>): SheetColumn<Row>[] {
  return table.getVisibleLeafColumns().flatMap((column) => {
    const { meta } = column.columnDef;
    if (meta?.csv === false || (!meta?.csv && !column.accessorFn)) return [];
    const read = meta?.csv ?? ((row: Row, index: number) => column.accessorFn?.(row, index));
    return [
      {
        header: columnLabel(column),
        value: (row: Row, index: number) => read(row, index) as CsvValue,
        format: meta?.xlsxFormat,
      },
    ];
  });
}

/** The CSV columns of a table (the same as every export's). */
export const tableCsvColumns: <Row>(table: Table<Row>) => CsvColumn<Row>[] = tableExportColumns;

/** Downloads rows as CSV in the active language's format (see `toCsv`). */
export function useCsvExport() {
  const { language } = useFormat();
  return useCallback(
    <Row,>(filename: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]) =>
      downloadCsv(filename, toCsv(rows, columns, { language })),
    [language],
  );
}

interface ExportMenuProps<Row> {
  filename: string;
  formats: readonly ExportFormat[];
  columns: SheetColumn<Row>[];
  /** The rows to write: the selected ones while there are (`count`), else every one. */
  getRows: () => readonly Row[] | Promise<readonly Row[]>;
  /** How many rows are selected; 0 for none. */
  selected: number;
}

/**
 * The table's export: a button for one format, an "Exportar" menu for several. It says when
 * it writes only the selected rows. The XLSX writer is downloaded at the first XLSX export.
 */
export function ExportMenu<Row>({
  filename,
  formats,
  columns,
  getRows,
  selected,
}: ExportMenuProps<Row>) {
  const { t } = useTranslation('table');
  const { language, number } = useFormat();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const rows = await getRows();
      if (format === 'csv') downloadCsv(filename, toCsv(rows, columns, { language }));
      else await downloadXlsx(filename, rows, columns, { language, sheet: filename });
    } catch (error) {
      toast.failure(t('exportFailed'), error);
    } finally {
      setBusy(false);
    }
  };
  const count = { count: selected, formatted: number(selected) };
  const icon = <Download size={14} aria-hidden="true" />;

  const [only] = formats;
  if (formats.length === 1 && only) {
    const name = t(`exportFormats.${only}`);
    return (
      <Button
        variant="default"
        size="xs"
        loading={busy}
        leftSection={icon}
        onClick={() => void run(only)}
      >
        {selected > 0
          ? t('exportSelectedAs', { ...count, format: name })
          : t('exportAs', { format: name })}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={busy}
          leftSection={icon}
          rightSection={<ChevronDown size={14} aria-hidden="true" />}
        >
          {selected > 0 ? t('exportSelected', count) : t('export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => void run(format)}>
            {t(`exportFormats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
