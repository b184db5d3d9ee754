/**
 * `rows` with the row `id` moved to where `targetId` is, as a sortable list's drop does
 * (down: after the target; up: before it). `null` when either is not there.
 */
export function moveById<Row extends { id: number }>(
  rows: readonly Row[],
  id: number,
  targetId: number,
): Row[] | null {
  const from = rows.findIndex((row) => row.id === id);
  const to = rows.findIndex((row) => row.id === targetId);
  if (from === -1 || to === -1) return null;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
