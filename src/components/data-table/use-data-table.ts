import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingFn,
  type VisibilityState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { compareValues, type Sortable, type SortState } from '@/lib/list-query';
import { DEFAULT_PAGE_SIZES } from '@/lib/list-state';
import type { DataTableColumn, ServerPaging } from './types';

export interface DataTableModelOptions<Row> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  server?: ServerPaging | undefined;
  /** Client mode without pages: every row in one (virtualised) body. */
  allRows?: boolean;
  pageSizes?: readonly number[] | undefined;
  defaultPerPage?: number | undefined;
  defaultSort?: SortState | null | undefined;
  initialHiddenColumns?: readonly string[] | undefined;
}

/** Client-side sorting in the same order as the demo API's (pt-BR text, numbers, dates). */
const compareCells: SortingFn<unknown> = (a, b, id) =>
  compareValues(a.getValue<Sortable>(id), b.getValue<Sortable>(id));

const toSorting = (sort: SortState | null) =>
  sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];

/**
 * The TanStack table behind `DataTable`, with one shape for both modes: in server mode the
 * paging and sorting come from `server` and `rows` is the page; in client mode the table keeps
 * them itself and pages and sorts `rows`.
 */
export function useDataTable<Row>(options: DataTableModelOptions<Row>) {
  const { server, allRows = false } = options;
  const pageSizes = server?.pageSizes ?? options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [localSort, setLocalSort] = useState(options.defaultSort ?? null);
  const [localPage, setLocalPage] = useState(1);
  const [localPerPage, setLocalPerPage] = useState(options.defaultPerPage ?? pageSizes[0] ?? 10);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries((options.initialHiddenColumns ?? []).map((id) => [id, false])),
  );

  const total = server ? server.total : options.rows.length;
  const perPage = server ? server.perPage : allRows ? Math.max(total, 1) : localPerPage;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // A client list that shrank keeps a page that exists.
  const page = server ? server.page : Math.min(localPage, pageCount);
  const sort = server ? server.sort : localSort;

  // The table's functions are read during render by design; nothing here is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable<Row>({
    data: options.rows as Row[],
    columns: options.columns,
    getRowId: (row) => options.getRowId(row),
    state: {
      sorting: toSorting(sort),
      columnVisibility,
      pagination: { pageIndex: page - 1, pageSize: perPage },
    },
    onColumnVisibilityChange: setColumnVisibility,
    defaultColumn: { sortingFn: compareCells as SortingFn<Row> },
    manualSorting: Boolean(server),
    manualPagination: Boolean(server),
    autoResetPageIndex: false,
    rowCount: total,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getPaginationRowModel: server || allRows ? undefined : getPaginationRowModel(),
  });

  const setSort = (next: SortState) => {
    if (server) server.onSortChange(next);
    else {
      setLocalSort(next);
      setLocalPage(1);
    }
  };
  /** Ascending first, then it flips. */
  const toggleSort = (column: string) =>
    setSort({
      column,
      direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    });
  const setPage = (next: number) => (server ? server.onPageChange(next) : setLocalPage(next));
  const setPerPage = (next: number) => {
    if (server) server.onPerPageChange(next);
    else {
      setLocalPerPage(next);
      setLocalPage(1);
    }
  };

  return {
    table,
    rows: table.getRowModel().rows,
    /** Every row of a client list (sorted), for "select all" and the CSV. */
    allRows: server ? table.getRowModel().rows : table.getSortedRowModel().rows,
    total,
    page,
    perPage,
    pageCount,
    pageSizes,
    sort,
    toggleSort,
    setPage,
    setPerPage,
  };
}

export type DataTableModel<Row> = ReturnType<typeof useDataTable<Row>>;
