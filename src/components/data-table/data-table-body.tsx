import { EmptyState, Table } from '@mantine/core';
import type { Row as TanRow } from '@tanstack/react-table';
import { SearchX } from 'lucide-react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { DataTableRow, SkeletonRows, WideRow, type RowDecor } from './data-table-row';
import type { EmptyStateText } from './types';

export interface BodyState {
  /** The first answer is on its way: skeleton rows. */
  loading?: boolean | undefined;
  error?: unknown;
  onRetry?: (() => void) | undefined;
  empty?: EmptyStateText | undefined;
}

interface DataTableBodyProps<Row> extends BodyState {
  rows: TanRow<Row>[];
  /** Every column drawn, the checkbox and actions ones included. */
  columnCount: number;
  skeletonRows: number;
  decor: RowDecor<Row>;
}

/** What an empty list says, by default "no results" with a hint to search otherwise. */
export function EmptyRows({ empty }: { empty?: EmptyStateText | undefined }) {
  const { t } = useTranslation('table');
  return (
    <EmptyState
      py="xl"
      size="sm"
      icon={empty?.icon ?? <SearchX size={28} aria-hidden="true" />}
      title={empty?.title ?? t('emptyTitle')}
      description={empty?.hint ?? t('emptyHint')}
    >
      {empty?.action}
    </EmptyState>
  );
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
        <EmptyRows empty={empty} />
      </WideRow>
    );
  } else {
    content = rows.map((row) => <DataTableRow key={row.id} row={row} {...decor} />);
  }
  return <Table.Tbody>{content}</Table.Tbody>;
}
