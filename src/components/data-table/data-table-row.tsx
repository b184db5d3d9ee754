import { ActionIcon, Checkbox, Skeleton, Table } from '@mantine/core';
import { flexRender, type Row as TanRow } from '@tanstack/react-table';
import { ChevronDown } from 'lucide-react';
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
  /** Present when rows open their details. */
  expand?: RowExpansion<Row> | undefined;
}

/** The open rows and how to draw their details (`DataTable`'s `expandable`). */
export interface RowExpansion<Row> {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  render: (row: Row) => ReactNode;
  /** The details row's id, for its button's `aria-controls`. */
  detailsId: (id: string) => string;
  /** Every column drawn: the details row spans them. */
  columnCount: number;
  /** A virtual table's details row has this height. */
  height?: number | undefined;
}

interface DataTableRowProps<Row> extends RowDecor<Row> {
  row: TanRow<Row>;
  style?: CSSProperties;
  /** 1-based position among every row (header included), for a virtualised body. */
  ariaRowIndex?: number;
}

/** One row: its details button, its checkbox, its cells, its `⋯` menu; its details beneath. */
export function DataTableRow<Row>({
  row,
  isSelected,
  onSelect,
  rowActions,
  getRowLabel,
  expand,
  style,
  ariaRowIndex,
}: DataTableRowProps<Row>) {
  const { t } = useTranslation('table');
  const name = getRowLabel(row.original);
  const selected = isSelected?.(row.id) ?? false;
  const open = expand?.expanded.has(row.id) ?? false;
  const detailsId = expand?.detailsId(row.id);
  const cells = (
    <Table.Tr style={style} aria-rowindex={ariaRowIndex} data-selected={selected || undefined}>
      {expand && (
        <Table.Td className={classes.checkCell}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('showDetails', { name })}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => expand.toggle(row.id)}
          >
            <ChevronDown
              size={16}
              aria-hidden="true"
              className={open ? classes.expandOpen : classes.expandIcon}
            />
          </ActionIcon>
        </Table.Td>
      )}
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
  if (!expand || !open) return cells;
  const height = expand.height;
  return (
    <>
      {cells}
      <Table.Tr id={detailsId} data-details style={height ? { height } : undefined}>
        <Table.Td colSpan={expand.columnCount} className={classes.wideCell}>
          <div
            className={classes.inView}
            style={height ? { maxHeight: height, overflow: 'auto' } : undefined}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a fixed-height details box scrolls: it must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
            tabIndex={height ? 0 : undefined}
          >
            {expand.render(row.original)}
          </div>
        </Table.Td>
      </Table.Tr>
    </>
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
