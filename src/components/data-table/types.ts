import type { MantineColor } from '@mantine/core';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SortState } from '@/lib/list-query';
import type { CsvValue } from './csv';

export type { ActiveFilters, EmptyStateText } from '@/components/list-toolbar/types';

declare module '@tanstack/react-table' {
  // The names must match TanStack's declaration; `TValue` is not used here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the columns menu and the CSV header, when `header` is not text. */
    label?: string;
    /** The cell in the CSV (the accessor's value by default); `false` leaves the column out. */
    csv?: ((row: TData) => CsvValue) | false;
    /** Where the cell's content sits; numbers read best at the end. @default 'start' */
    align?: 'start' | 'center' | 'end';
    /**
     * The cell's number format in the XLSX sheet (Excel's codes: `'#,##0.00'` for money);
     * the sheet's default otherwise. Days (`YYYY-MM-DD`) are dates in the sheet either way.
     */
    xlsxFormat?: string;
  }
}

/**
 * A column: TanStack Table's own definition (`createColumnHelper<Row>()` builds them typed).
 * Give it an `id` or an accessor key, a `header` (text, or `meta.label`), and `enableSorting:
 * false` for a column the call cannot sort on.
 */
// Each column has its own value type; `any` lets one list hold them (TanStack's own advice).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type DataTableColumn<Row> = ColumnDef<Row, any>;

/** One entry of a row's `⋯` menu. */
export interface RowAction {
  label: string;
  icon?: LucideIcon;
  onClick: () => void;
  color?: MantineColor;
  disabled?: boolean;
}

/** Paging and sorting done by the call: the table shows `rows` as they come. */
export interface ServerPaging {
  /** The filtered count, over every page. */
  total: number;
  page: number;
  perPage: number;
  sort: SortState | null;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onSortChange: (sort: SortState) => void;
  /** The sizes the page-size menu offers. @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
}

/**
 * Selected rows by id. `all` means every row the list holds (over every page, with the
 * current search and filters) but the `except` ones: a server list knows only its page's ids.
 */
export type RowSelection =
  { all: false; ids: ReadonlySet<string> } | { all: true; except: ReadonlySet<string> };

/** Rows that open their details in a full-width row beneath them. */
export interface ExpandableRows<Row> {
  /** The details of one row, drawn while it is open. */
  render: (row: Row) => ReactNode;
  /**
   * A virtual table's details row has this fixed height (its content scrolls inside), so the
   * rows around it need no measuring. @default 160
   */
  virtualHeight?: number;
}

/** The file formats a table exports. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * A table's export: the visible data columns, by their labels; the rows of the list, or only
 * the selected ones while a selection exists.
 */
export interface TableExport<Row> {
  /** The file's name, without its extension. */
  filename: string;
  /** One format is a button; two are an "Exportar" menu. @default ['csv', 'xlsx'] */
  formats?: readonly ExportFormat[];
  /**
   * Every row of the list: by default the rows the table was given; a server list fetches
   * every page (the selection is then picked out of them, "all but these" included).
   */
  getRows?: () => readonly Row[] | Promise<readonly Row[]>;
}
