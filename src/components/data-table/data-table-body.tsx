import { Table } from '@mantine/core';
import type { Row as TanRow } from '@tanstack/react-table';
import { QueryError } from '@/components/query-state/query-error';
import { DataTableRow, SkeletonRows, WideRow, type RowDecor } from './data-table-row';
import { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
import type { ActiveFilters, EmptyStateText } from './types';

export interface BodyState {
  /** The first answer is on its way: skeleton rows. */
  loading?: boolean | undefined;
  error?: unknown;
  onRetry?: (() => void) | undefined;
  empty?: EmptyStateText | undefined;
  /** A search or filter is on (`serverTable` gives it): see `ListEmptyState`. */
  filters?: ActiveFilters | undefined;
}

interface DataTableBodyProps<Row> extends BodyState {
  rows: TanRow<Row>[];
  /** Every column drawn, the checkbox and actions ones included. */
  columnCount: number;
  skeletonRows: number;
  decor: RowDecor<Row>;
}

/** The rows of a paged table, or the state that takes their place. */
export function DataTableBody<Row>({
  rows,
  columnCount,
  skeletonRows,
  decor,
  loading,
  error,
  onRetry,
  empty,
  filters,
}: DataTableBodyProps<Row>) {
  let content;
  if (error) {
    content = (
      <WideRow columns={columnCount}>
        <QueryError error={error} onRetry={onRetry} />
      </WideRow>
    );
  } else if (loading) {
    content = <SkeletonRows rows={skeletonRows} columns={columnCount} />;
  } else if (rows.length === 0) {
    content = (
      <WideRow columns={columnCount}>
        <ListEmptyState empty={empty} filters={filters} />
      </WideRow>
    );
  } else {
    content = rows.map((row) => <DataTableRow key={row.id} row={row} {...decor} />);
  }
  return <Table.Tbody>{content}</Table.Tbody>;
}
