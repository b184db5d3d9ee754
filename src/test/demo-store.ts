import { DEMO_DB_VERSION } from '@/lib/demo/db';
import { transact, type StoredRow } from '@/lib/demo/idb';

/**
 * A visitor's stored demo data, written and read around the collections (tests of healing
 * and of several tabs): `rows` are stored as they are, right or wrong, under seed `version`.
 */
export async function storeDemoRows(
  collection: string,
  rows: readonly unknown[],
  version: number | string = 1,
): Promise<void> {
  const seed = typeof version === 'string' ? version : `${DEMO_DB_VERSION}.${version}`;
  await transact('readwrite', null, (tx) => {
    tx.clear(collection);
    rows.forEach((row, index) => {
      const id = (row as { id?: unknown } | null)?.id;
      const k = typeof id === 'string' || typeof id === 'number' ? String(id) : `junk-${index}`;
      tx.rows.put({ c: collection, k, row, v: 1, o: index });
    });
    tx.meta.put({ c: collection, seed, first: 0, last: rows.length - 1 });
  });
}

/** The rows collection `collection` holds in storage, in order (`[]` when none). */
export async function readDemoRows(collection: string): Promise<unknown[]> {
  const found = await transact<StoredRow[]>('readonly', [], (tx) =>
    tx.each(collection, (_, stored) => tx.result.push(stored)),
  );
  return found.sort((a, b) => a.o - b.o).map((stored) => stored.row);
}
