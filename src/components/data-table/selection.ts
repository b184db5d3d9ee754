import type { RowSelection } from './types';

/** Row selection as plain values: pure functions the table and its tests share. */
export const noSelection: RowSelection = { all: false, ids: new Set() };

export function isRowSelected(selection: RowSelection, id: string): boolean {
  return selection.all ? !selection.except.has(id) : selection.ids.has(id);
}

/** How many rows are selected, out of `total` in the list. */
export function selectedCount(selection: RowSelection, total: number): number {
  return selection.all ? Math.max(0, total - selection.except.size) : selection.ids.size;
}

/** Selects (or unselects) the rows `ids`. */
export function setRowsSelected(
  selection: RowSelection,
  ids: readonly string[],
  selected: boolean,
): RowSelection {
  if (selection.all) {
    const except = new Set(selection.except);
    for (const id of ids) {
      if (selected) except.delete(id);
      else except.add(id);
    }
    return { all: true, except };
  }
  const chosen = new Set(selection.ids);
  for (const id of ids) {
    if (selected) chosen.add(id);
    else chosen.delete(id);
  }
  return { all: false, ids: chosen };
}

export const selectAllRows = (): RowSelection => ({ all: true, except: new Set() });

/** The state of a checkbox standing for `ids` (a page's header checkbox). */
export function groupState(selection: RowSelection, ids: readonly string[]) {
  const count = ids.filter((id) => isRowSelected(selection, id)).length;
  return {
    checked: ids.length > 0 && count === ids.length,
    indeterminate: count > 0 && count < ids.length,
  };
}

/** The selected ids among `rows` (a client list knows them all). */
export function selectedIds(selection: RowSelection, ids: readonly string[]): string[] {
  return ids.filter((id) => isRowSelected(selection, id));
}

/** What an export writes: the selected rows among `rows` (the whole list), or all of them. */
export function rowsToExport<Row>(
  rows: readonly Row[],
  selection: RowSelection,
  getRowId: (row: Row) => string,
): readonly Row[] {
  if (!selection.all && selection.ids.size === 0) return rows;
  return rows.filter((row) => isRowSelected(selection, getRowId(row)));
}
