/** The shared data table: see docs/adding-a-page.md, "A list page". */
export { DataTable, type DataTableProps } from './data-table';
export { DataTableFilter } from './data-table-filter';
export { DataTableSearch } from './data-table-search';
export { DataTableAddButton, DataTableToolbar } from '@/components/list-toolbar/list-toolbar';
export { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
export { isFiltered, serverTable } from './server-table';
export { BOM, csvSeparatorFor, downloadCsv, toCsv, type CsvColumn, type CsvValue } from './csv';
export { ExportCsvButton, tableCsvColumns, useCsvExport } from './export-csv-button';
export { isRowSelected, selectedCount, selectedIds } from './selection';
export type {
  ActiveFilters,
  DataTableColumn,
  EmptyStateText,
  RowAction,
  RowSelection,
  ServerPaging,
} from './types';
