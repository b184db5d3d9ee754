import { Table } from '@mantine/core';
import type { Row as TanRow } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, type RefObject } from 'react';
import { DataTableRow, type RowDecor } from './data-table-row';

interface VirtualRowsProps<Row> {
  rows: TanRow<Row>[];
  scroller: RefObject<HTMLDivElement | null>;
  /** Every row has this height: nothing to measure while scrolling. */
  rowHeight: number;
  columnCount: number;
  decor: RowDecor<Row>;
}

/** A virtual table's details row, unless `expandable.virtualHeight` says otherwise. */
export const VIRTUAL_DETAILS_HEIGHT = 160;

/**
 * A body that draws only the rows in view (and a few around them), 5,000 rows or five. Two
 * spacer rows stand for the rest, so the table keeps its semantics and its sticky header. An
 * open row is its row and its details row, of fixed heights: nothing is measured.
 */
export function VirtualRows<Row>({
  rows,
  scroller,
  rowHeight,
  columnCount,
  decor,
}: VirtualRowsProps<Row>) {
  const expanded = decor.expand?.expanded;
  const detailsHeight = decor.expand?.height ?? VIRTUAL_DETAILS_HEIGHT;
  const isOpen = (index: number) => {
    const id = rows[index]?.id;
    return id !== undefined && (expanded?.has(id) ?? false);
  };
  // An item's size is kept by its key: a row that opens or closes is a new item, measured anew.
  const getItemKey = useCallback(
    (index: number) => {
      const id = rows[index]?.id ?? String(index);
      return expanded?.has(id) ? `${id}\u0000open` : id;
    },
    [rows, expanded],
  );
  // The virtualizer's functions are read during render by design; nothing here is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    getItemKey,
    estimateSize: (index) => rowHeight + (isOpen(index) ? detailsHeight : 0),
    overscan: 10,
    // Without layout (tests), still draw the first rows.
    initialRect: { width: 800, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Table.Tbody>
      {before > 0 && (
        <tr aria-hidden="true" style={{ height: before }}>
          <td colSpan={columnCount} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index] as TanRow<Row>;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            style={{ height: rowHeight }}
            // The header row is row 1.
            ariaRowIndex={item.index + 2}
            {...decor}
            expand={decor.expand && { ...decor.expand, height: detailsHeight }}
          />
        );
      })}
      {after > 0 && (
        <tr aria-hidden="true" style={{ height: after }}>
          <td colSpan={columnCount} />
        </tr>
      )}
    </Table.Tbody>
  );
}
