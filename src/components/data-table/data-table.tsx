import { Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { SortState } from '@/lib/list-query';
import { useFormat } from '@/lib/use-format';
import { DataTableBody, type BodyState } from './data-table-body';
import { DataTableFooter } from './data-table-footer';
import { DataTableHead } from './data-table-head';
import { DataTableToolbar } from '@/components/list-toolbar/list-toolbar';
import type { RowDecor } from './data-table-row';
import { DataTableTools } from './data-table-tools';
import classes from './data-table.module.css';
import {
  groupState,
  isRowSelected,
  noSelection,
  selectAllRows,
  selectedCount,
  setRowsSelected,
} from './selection';
import { SelectionBar } from './selection-bar';
import type { VirtualRows as VirtualRowsOf } from './virtual-rows';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { ScrollCue } from './scroll-cue';
import type {
  DataTableColumn,
  ExpandableRows,
  RowAction,
  RowSelection,
  ServerPaging,
  TableExport,
} from './types';
import { useDataTable } from './use-data-table';

/**
 * A long list's rows, virtualised: its library comes on demand (a short table, such as the
 * dashboard's, never downloads it).
 */
// The lazy component keeps the rows' type of the one it stands for (lazyPiece drops generics).
const VirtualRows = lazyPiece(() =>
  import('./virtual-rows').then((module) => ({ default: module.VirtualRows })),
) as unknown as typeof VirtualRowsOf;

export interface DataTableProps<Row> extends BodyState {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** Server mode: the page's rows. Client mode: every row. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Paging and sorting by the call (see `serverTable`); without it the table does both. */
  server?: ServerPaging | undefined;
  /** Client mode for long lists: no pages, only the rows in view are drawn. */
  virtual?: { height: number | string; rowHeight?: number };
  /** A refresh is on its way (rows stay, the table says it is busy). */
  fetching?: boolean | undefined;
  selectable?: boolean;
  /** Controlled selection; otherwise the table keeps its own. */
  selection?: RowSelection;
  /**
   * What the rows are (search and filters; `serverTable` gives it): a new scope clears the
   * table's own selection, since "all rows" meant the rows of the old one.
   */
  selectionScope?: string;
  onSelectionChange?: (selection: RowSelection) => void;
  /** Bulk actions shown while rows are selected. */
  selectionActions?: (selection: RowSelection, count: number) => ReactNode;
  rowActions?: (row: Row) => RowAction[];
  /** A row's name for its checkbox and its menu ("Ações da linha Ana"). @default its id */
  getRowLabel?: (row: Row) => string;
  /** Search box and filters, at the toolbar's start ("clear filters" follows with `filters`). */
  toolbar?: ReactNode;
  /** The page's actions (`DataTableAddButton`, …), at the toolbar's end. */
  actions?: ReactNode;
  /** Client mode's page sizes (server mode takes `server.pageSizes`). */
  pageSizes?: readonly number[];
  defaultPerPage?: number;
  /** Client mode's first order. */
  defaultSort?: SortState | null;
  /**
   * Export to CSV and XLSX (an "Exportar" menu; `formats` narrows it): the visible data
   * columns; the given rows by default, or `getRows` (a server list fetches every page);
   * only the selected ones while a selection exists.
   */
  export?: TableExport<Row>;
  /** A CSV button alone: `export` with `formats: ['csv']`. */
  csv?: { filename: string; getRows?: () => readonly Row[] | Promise<readonly Row[]> };
  /**
   * Each row opens its details (`render`) in a full-width row beneath it, from a button
   * ("Mostrar detalhes de …", `aria-expanded`) at the row's start.
   */
  expandable?: ExpandableRows<Row>;
  /**
   * The height past which the body scrolls under its sticky header. By default a page of
   * rows is drawn whole, and the page scrolls.
   */
  maxHeight?: number | string;
  /** Below this width the table scrolls sideways rather than squeeze. @default 640 */
  minWidth?: number;
  initialHiddenColumns?: readonly string[];
  /**
   * A few rows shown in a card (a dashboard's latest invoices): no toolbar, column menu or
   * footer, since there is nothing to page, hide or export; sorting stays.
   */
  compact?: boolean;
}

/**
 * The one table of every list page: TanStack Table drawn with Mantine. See docs/adding-a-page.md,
 * "A list page". Its words are the `table` namespace, kept out of the login page's
 * `common`: a page that shows a table lists `'table'` in its `namespaces`.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation('table');
  const { number } = useFormat();
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const model = useDataTable({ ...props, allRows: Boolean(props.virtual) });
  const [own, setOwn] = useState({ selection: noSelection, scope: props.selectionScope });
  if (own.scope !== props.selectionScope)
    setOwn({ selection: noSelection, scope: props.selectionScope });
  const ownSelection = own.scope === props.selectionScope ? own.selection : noSelection;
  const selection = props.selection ?? ownSelection;
  const select = (next: RowSelection) => {
    setOwn({ selection: next, scope: props.selectionScope });
    props.onSelectionChange?.(next);
  };

  // The open rows, by id: a row keeps its state over pages, sorts and searches.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleRow = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const pageIds = model.rows.map((row) => row.id);
  const pageGroup = groupState(selection, pageIds);
  const count = selectedCount(selection, model.total);
  const { expandable, server, filters } = props;
  const columnCount =
    model.table.getVisibleLeafColumns().length +
    (expandable ? 1 : 0) +
    (props.selectable ? 1 : 0) +
    (props.rowActions ? 1 : 0);
  const decor: RowDecor<Row> = {
    getRowLabel: props.getRowLabel ?? props.getRowId,
    rowActions: props.rowActions,
    ...(props.selectable && {
      isSelected: (id: string) => isRowSelected(selection, id),
      onSelect: (id: string, selected: boolean) =>
        select(setRowsSelected(selection, [id], selected)),
    }),
    ...(expandable && {
      expand: {
        expanded,
        toggle: toggleRow,
        render: expandable.render,
        detailsId: (id: string) => `${captionId}-details-${id.replace(/\s/g, '_')}`,
        columnCount,
        height: expandable.virtualHeight,
      },
    }),
  };
  const busy = Boolean(props.loading || props.fetching);
  const exporting = props.export ?? (props.csv && { ...props.csv, formats: ['csv'] as const });
  const empty = !props.loading && !props.error && model.rows.length === 0;

  // A page past the end (its last row deleted, an old link): go to the page that is now last.
  const beyond = Boolean(server && !busy && !props.error && empty && model.page > model.pageCount);
  const goTo = server?.onPageChange;
  useEffect(() => {
    if (beyond) goTo?.(model.pageCount);
  }, [beyond, goTo, model.pageCount]);

  return (
    <Stack gap="sm" className={classes.root}>
      {!props.compact && (
        <DataTableToolbar
          // The empty state offers it in its place: one "clear filters" at a time.
          filters={empty ? undefined : filters}
          actions={props.actions}
          tools={
            <DataTableTools
              table={model.table}
              selection={selection}
              count={count}
              selectionActions={props.selectionActions}
              exporting={exporting}
              heldRows={() => model.allRows.map((row) => row.original)}
              getRowId={props.getRowId}
            />
          }
        >
          {props.toolbar}
        </DataTableToolbar>
      )}
      {props.selectable && (
        <SelectionBar
          allSelected={selection.all && selection.except.size === 0}
          pageSelected={pageGroup.checked}
          pageRows={pageIds.length}
          total={model.total}
          onSelectAll={() => select(selectAllRows())}
          onClear={() => select(noSelection)}
        />
      )}
      <ScrollCue scroller={scroller}>
        <div
          ref={scroller}
          className={classes.scroller}
          // A page of rows is drawn whole (its last row never half hidden); a long list
          // (virtual) or a table in a box of its own scrolls within its height.
          style={{ maxHeight: props.virtual?.height ?? props.maxHeight }}
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <Table
            stickyHeader
            highlightOnHover
            miw={props.minWidth ?? 640}
            aria-busy={busy}
            aria-rowcount={props.virtual ? model.total + 1 : undefined}
            className={classes.table}
          >
            <Table.Caption id={captionId} className={classes.caption}>
              {props.label}
            </Table.Caption>
            <DataTableHead
              table={model.table}
              sort={model.sort}
              onSort={model.toggleSort}
              withActions={Boolean(props.rowActions)}
              withExpand={Boolean(expandable)}
              selectPage={
                props.selectable
                  ? {
                      ...pageGroup,
                      onChange: (checked) => select(setRowsSelected(selection, pageIds, checked)),
                    }
                  : undefined
              }
            />
            {props.virtual && !props.loading && !props.error && model.rows.length > 0 ? (
              <LazyBoundary
                fallback={
                  <DataTableBody
                    rows={[]}
                    columnCount={columnCount}
                    skeletonRows={Math.min(model.perPage, 10)}
                    decor={decor}
                    loading
                  />
                }
              >
                <VirtualRows
                  rows={model.rows}
                  scroller={scroller}
                  rowHeight={props.virtual.rowHeight ?? 44}
                  columnCount={columnCount}
                  decor={decor}
                />
              </LazyBoundary>
            ) : (
              <DataTableBody
                rows={model.rows}
                columnCount={columnCount}
                skeletonRows={Math.min(model.perPage, 10)}
                decor={decor}
                loading={props.loading}
                error={props.error}
                onRetry={props.onRetry}
                empty={props.empty}
                filters={filters}
              />
            )}
          </Table>
        </div>
      </ScrollCue>
      {props.compact ? null : props.virtual ? (
        <Text size="sm" c="dimmed">
          {t('rows', { count: model.total, formatted: number(model.total) })}
        </Text>
      ) : (
        <DataTableFooter
          total={model.total}
          page={model.page}
          perPage={model.perPage}
          pageCount={model.pageCount}
          pageSizes={model.pageSizes}
          onPageChange={model.setPage}
          onPerPageChange={model.setPerPage}
          loading={busy}
        />
      )}
    </Stack>
  );
}
