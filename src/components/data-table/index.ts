/** The shared data table: see docs/adding-a-page.md, "A list page". */
export { DataTable, type DataTableProps } from './data-table';
export { DataTableFilter } from './data-table-filter';
export { DataTableSearch } from './data-table-search';
export { DataTableAddButton, DataTableToolbar } from '@/components/list-toolbar/list-toolbar';
export { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
export { isFiltered, serverTable } from './server-table';
export {
  BOM,
  csvSeparatorFor,
  downloadBlob,
  downloadCsv,
  toCsv,
  type CsvColumn,
  type CsvValue,
} from './csv';
export { ExportMenu, tableCsvColumns, tableExportColumns, useCsvExport } from './table-export';
export { toSheet, type SheetColumn } from './xlsx';
export { isRowSelected, rowsToExport, selectedCount, selectedIds } from './selection';
export type {
  ActiveFilters,
  DataTableColumn,
  EmptyStateText,
  ExpandableRows,
  ExportFormat,
  RowAction,
  RowSelection,
  ServerPaging,
  TableExport,
} from './types';
