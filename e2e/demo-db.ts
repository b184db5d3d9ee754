import type { Page } from '@playwright/test';

/**
 * The demo database as the page stored it (`src/lib/demo/db.ts`, `idb.ts`): IndexedDB
 * `mirante-demo`, one entry per record in `rows` (`{ c, k, row, v, o }`) and one per
 * collection in `meta`. Demo calls are answered in the page, not on the network, so a test
 * waits for a save by reading what it stored, and plants damaged rows by writing them.
 */

/** The seed version the app stores: `${DEMO_DB_VERSION}.${collection version}` (db.ts). */
export const demoSeedVersion = (collectionVersion = 1) => `2.${collectionVersion}`;

/** The rows of `collection` in their order; `null` while the page has not stored it. */
export function readDemoRows<T>(page: Page, collection: string): Promise<T[] | null> {
  return page.evaluate(
    (c) =>
      new Promise<never[] | null>((resolve) => {
        const request = indexedDB.open('mirante-demo');
        // Not created yet: leave it to the app, which creates it with its stores.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('rows')) {
            db.close();
            resolve(null);
            return;
          }
          const tx = db.transaction(['rows', 'meta'], 'readonly');
          const meta = tx.objectStore('meta').get(c);
          const rows = tx.objectStore('rows').index('c').getAll(IDBKeyRange.only(c));
          tx.oncomplete = () => {
            db.close();
            if (!meta.result) return resolve(null);
            const stored = rows.result as { o: number; row: never }[];
            resolve(stored.sort((a, b) => a.o - b.o).map((entry) => entry.row));
          };
          tx.onerror = () => resolve(null);
        };
      }),
    collection,
  );
}

/**
 * Stores `rows` (right or wrong) as collection `collection`, in place of what it held, under
 * the seed version already stored (or `version` when the page never stored the collection);
 * creates the database as the app does when the page never opened it. The page must be on the
 * app's origin; reload it after, so the app reads them.
 */
export function writeDemoRows(
  page: Page,
  collection: string,
  rows: readonly unknown[],
  version = demoSeedVersion(),
): Promise<void> {
  return page.evaluate(
    ({ c, data, seed }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('mirante-demo', 2);
        request.onupgradeneeded = ({ oldVersion }) => {
          // As src/lib/demo/idb.ts creates it (its SCHEMA_VERSION).
          const db = request.result;
          if (oldVersion < 1) {
            db.createObjectStore('rows', { keyPath: ['c', 'k'] }).createIndex('c', 'c');
            db.createObjectStore('meta', { keyPath: 'c' });
          }
          if (oldVersion < 2) db.createObjectStore('files', { keyPath: 'id' });
        };
        request.onerror = () => reject(new Error('the demo database did not open'));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['rows', 'meta'], 'readwrite');
          const meta = tx.objectStore('meta');
          meta.get(c).onsuccess = (event) => {
            const stored = (event.target as IDBRequest<{ seed?: string } | undefined>).result;
            meta.put({ c, seed: stored?.seed ?? seed, first: 0, last: data.length - 1 });
          };
          tx.objectStore('rows').delete(IDBKeyRange.bound([c], [c, []]));
          data.forEach((row, index) => {
            const id = (row as { id?: unknown } | null)?.id;
            const k =
              typeof id === 'string' || typeof id === 'number' ? String(id) : `junk-${index}`;
            tx.objectStore('rows').put({ c, k, row, v: 1, o: index });
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('the demo rows were not stored'));
        };
      }),
    { c: collection, data: rows, seed: version },
  );
}

/** Whether the page `id` is saved as bookmarked (`undefined` before any save). */
export async function isBookmarked(page: Page, id: string): Promise<boolean | undefined> {
  const rows = await readDemoRows<{ id: string; isBookmarked: boolean }>(page, 'bookmarks');
  return rows?.find((row) => row.id === id)?.isBookmarked;
}
