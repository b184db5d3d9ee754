import { Checkbox, Skeleton, Table } from '@mantine/core';
import { flexRender, type Row as TanRow } from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './data-table.module.css';
import { RowActionsMenu } from './row-actions-menu';
import type { RowAction } from './types';

export interface RowDecor<Row> {
  /** Present when rows can be selected. */
  isSelected?: (id: string) => boolean;
  onSelect?: (id: string, selected: boolean) => void;
  rowActions?: ((row: Row) => RowAction[]) | undefined;
  getRowLabel: (row: Row) => string;
}

interface DataTableRowProps<Row> extends RowDecor<Row> {
  row: TanRow<Row>;
  style?: CSSProperties;
  /** 1-based position among every row (header included), for a virtualised body. */
  ariaRowIndex?: number;
}

/** One row: its checkbox, its cells, its `⋯` menu. */
export function DataTableRow<Row>({
  row,
  isSelected,
  onSelect,
  rowActions,
  getRowLabel,
  style,
  ariaRowIndex,
}: DataTableRowProps<Row>) {
  const { t } = useTranslation('table');
  const name = getRowLabel(row.original);
  const selected = isSelected?.(row.id) ?? false;
  return (
    <Table.Tr style={style} aria-rowindex={ariaRowIndex} data-selected={selected || undefined}>
      {isSelected && (
        <Table.Td className={classes.checkCell}>
          <Checkbox
            size="xs"
            aria-label={t('selectRow', { name })}
            checked={selected}
            onChange={(event) => onSelect?.(row.id, event.currentTarget.checked)}
          />
        </Table.Td>
      )}
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align ?? 'start'}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
      {rowActions && (
        <Table.Td className={classes.actionsCell}>
          <RowActionsMenu name={name} actions={rowActions(row.original)} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Placeholder rows while the first answer is on its way: the same columns, no content. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-skeleton>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={12} radius="sm" width={column === 0 ? '40%' : '70%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** A row across every column: the empty state, the error. */
export function WideRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} className={classes.wideCell}>
        <div className={classes.inView}>{children}</div>
      </Table.Td>
    </Table.Tr>
  );
}
