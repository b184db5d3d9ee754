import { Button } from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { columnLabel } from './column-menu';
import { downloadCsv, toCsv, type CsvColumn, type CsvValue } from './csv';

/** The CSV columns of a table: its visible data columns, by their labels. */
export function tableCsvColumns<Row>(table: Table<Row>): CsvColumn<Row>[] {
  return table.getVisibleLeafColumns().flatMap((column) => {
    const { meta } = column.columnDef;
    if (meta?.csv === false || (!meta?.csv && !column.accessorFn)) return [];
    const read = meta?.csv ?? ((row: Row, index: number) => column.accessorFn?.(row, index));
    return [{ header: columnLabel(column), value: (row, index) => read(row, index) as CsvValue }];
  });
}

/** Downloads rows as CSV in the active language's format (see `toCsv`). */
export function useCsvExport() {
  const { language } = useFormat();
  return useCallback(
    <Row,>(filename: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]) =>
      downloadCsv(filename, toCsv(rows, columns, { language })),
    [language],
  );
}

interface ExportCsvButtonProps<Row> {
  filename: string;
  columns: CsvColumn<Row>[];
  /** The rows to write: those given, or fetched (all pages of a server list) when asked. */
  getRows: () => readonly Row[] | Promise<readonly Row[]>;
}

export function ExportCsvButton<Row>({ filename, columns, getRows }: ExportCsvButtonProps<Row>) {
  const { t } = useTranslation('table');
  const exportCsv = useCsvExport();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      exportCsv(filename, await getRows(), columns);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      loading={busy}
      leftSection={<Download size={14} aria-hidden="true" />}
      onClick={() => void run()}
    >
      {t('exportCsv')}
    </Button>
  );
}
