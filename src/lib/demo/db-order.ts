import type { StoredMeta, StoredRow, Tx } from './idb';

/**
 * Gives row `k` an order between `before` and `after` (keys of its new neighbours, as the
 * caller arranged them), reading the orders stored now; when the gap between them has run
 * out of precision, the collection is numbered again in its current order.
 */
export function placeRow(
  tx: Tx<StoredRow[]>,
  found: StoredRow[],
  k: string,
  before: string | undefined,
  after: string | undefined,
) {
  let rows = [...found].sort((a, b) => a.o - b.o);
  const moved = rows.find((stored) => stored.k === k);
  if (!moved) return;
  const orderOf = (key: string | undefined) => rows.find((stored) => stored.k === key)?.o;
  let low = orderOf(before);
  let high = orderOf(after);
  if (low !== undefined && high !== undefined && !(high - low > 1e-6)) {
    rows = rows.map((stored, index) => ({ ...stored, o: index }));
    rows.forEach((stored) => tx.rows.put(stored));
    tx.result.push(...rows.filter((stored) => stored.k !== k));
    low = orderOf(before);
    high = orderOf(after);
  }
  const o =
    low !== undefined && high !== undefined
      ? (low + high) / 2
      : low !== undefined
        ? low + 1
        : high !== undefined
          ? high - 1
          : moved.o;
  const next = { ...moved, o, v: moved.v + 1 };
  tx.rows.put(next);
  tx.result.push(next);
  tx.on(tx.meta.get(moved.c), (meta: StoredMeta) =>
    tx.meta.put({ ...meta, first: Math.min(meta.first, o), last: Math.max(meta.last, o) }),
  );
}
