import { getPath, setPath, type ListItem, type ListPath } from './paths';
import type { ZodForm } from './types';

/*
 * Lists in a form's values (invoice lines, repeaters): functions over the form rather than
 * methods on it, so that a form without lists (the login page) does not ship them.
 * Errors and touched marks follow their items; a removed or replaced item's errors go.
 * React keys: `itemKey(item)`.
 */

type ListForm<V> = Pick<ZodForm<V, unknown>, 'update'>;

/**
 * Renames what is kept by path under `list` after the list changed: `move` gives an old
 * index's new place, or -1 when that item left (what was kept for it goes with it).
 */
export function moveInList<T>(
  byPath: Record<string, T>,
  list: string,
  move: (index: number) => number,
): Record<string, T> {
  const moved: Record<string, T> = {};
  for (const [path, value] of Object.entries(byPath)) {
    if (!path.startsWith(`${list}.`)) {
      moved[path] = value;
      continue;
    }
    const [index, ...rest] = path.slice(list.length + 1).split('.');
    const to = move(Number(index));
    if (to >= 0) moved[[list, to, ...rest].join('.')] = value;
  }
  return moved;
}

/** A plain object inserted twice must be two items (two keys): each insert takes a copy. */
const freshItem = (item: unknown): unknown =>
  item && Object.getPrototypeOf(item) === Object.prototype ? { ...item } : item;

/** Rebuilds the list from its old indices as `edit` arranges them; -1 stands for `item`. */
function changeList<V>(
  form: ListForm<V>,
  path: string,
  edit: (order: number[]) => unknown,
  item?: unknown,
) {
  form.update(path, (state) => {
    const list = (getPath(state.values, path) as unknown[] | undefined) ?? [];
    const order = list.map((_, index) => index);
    edit(order);
    const move = (index: number) => order.indexOf(index);
    const next = order.map((index) => (index < 0 ? freshItem(item) : list[index]));
    return {
      ...state,
      values: setPath(state.values, path, next),
      errors: moveInList(state.errors, path, move),
      touched: moveInList(state.touched, path, move),
    };
  });
}

/** Adds `item` at `index` (the end by default); the items after it move down, errors too. */
export function insertListItem<V, P extends ListPath<V>>(
  form: ListForm<V>,
  path: P,
  item: ListItem<V, P>,
  index?: number,
): void {
  changeList(form, path, (order) => order.splice(index ?? order.length, 0, -1), item);
}

/** Removes one item and its errors; the errors of the items after it move up with them. */
export function removeListItem<V>(form: ListForm<V>, path: ListPath<V>, index: number): void {
  changeList(form, path, (order) => order.splice(index, 1));
}

/** Moves one item from `from` to `to`; every item's errors follow it. */
export function reorderListItem<V>(
  form: ListForm<V>,
  path: ListPath<V>,
  { from, to }: { from: number; to: number },
): void {
  changeList(form, path, (order) => order.splice(to, 0, ...order.splice(from, 1)));
}

/** Puts a new item in place of one; the old one's errors go (the new one is unchecked). */
export function replaceListItem<V, P extends ListPath<V>>(
  form: ListForm<V>,
  path: P,
  index: number,
  item: ListItem<V, P>,
): void {
  changeList(form, path, (order) => (order[index] = -1), item);
}
