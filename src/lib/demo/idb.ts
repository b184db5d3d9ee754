/**
 * The demo database's storage: one IndexedDB database per origin, shared by every tab.
 * Each record is its own entry (`rows`, keyed by collection and id), and each collection has
 * one `meta` entry (its seed's version and the ends of its order). A write is one
 * transaction that reads the stored record, changes it and puts it back: IndexedDB runs two
 * tabs' transactions on one store one after the other, so neither write can erase the other.
 */
export const DEMO_DB_NAME = 'mirante-demo';
const SCHEMA_VERSION = 2;
export const ROWS = 'rows';
export const META = 'meta';
/** Files (a card's cover): their bytes, kept apart from the rows that name them (files.ts). */
export const FILES = 'files';

/** One record as stored: its collection, its id as text, the row, its version and place. */
export interface StoredRow {
  c: string;
  k: string;
  row: unknown;
  /** Counts the saves of this record: a save made on an older version is a conflict. */
  v: number;
  /** Where the record stands in its collection's order (smaller first). */
  o: number;
}

export interface StoredMeta {
  c: string;
  /** The seed's version the stored rows came from; another one reseeds the collection. */
  seed: string;
  first: number;
  last: number;
}

let opening: Promise<IDBDatabase> | null = null;

/** Whether this browser keeps an IndexedDB (a test realm or an old browser may not). */
export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

export function openStore(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DEMO_DB_NAME, SCHEMA_VERSION);
    request.onupgradeneeded = ({ oldVersion }) => {
      const db = request.result;
      if (oldVersion < 1) {
        db.createObjectStore(ROWS, { keyPath: ['c', 'k'] }).createIndex('c', 'c');
        db.createObjectStore(META, { keyPath: 'c' });
      }
      if (oldVersion < 2) db.createObjectStore(FILES, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deletes or upgrades the database: let it, and open again when needed.
      db.onversionchange = () => closeStore();
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('The demo database could not be opened'));
    };
  });
  return opening;
}

/** Closes this tab's connection (a reset, or another tab that deletes the database). */
export function closeStore(): void {
  const pending = opening;
  opening = null;
  void pending?.then((db) => db.close()).catch(() => undefined);
}

/** Forgets the stored database; an open that follows waits for the deletion (IndexedDB queues it). */
export function deleteStore(): Promise<void> {
  if (!hasIndexedDb()) return Promise.resolve();
  closeStore();
  // Settled once the database is gone (or could not be deleted: nothing to wait for then), so
  // that a caller may start afresh knowing no write lands in the old one.
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DEMO_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

/** What a transaction's work may do: read and write both stores, keep a result, give up. */
export interface Tx<R> {
  readonly rows: IDBObjectStore;
  readonly meta: IDBObjectStore;
  result: R;
  /** Rolls every write of the transaction back; the transaction rejects with `reason`. */
  abort(reason: unknown): void;
  /** Calls `then` with a request's value, inside the transaction (so it may add requests). */
  on<T>(request: IDBRequest, then: (value: T) => void): void;
  /** Deletes every stored record of collection `c` (before the requests issued after it). */
  clear(c: string): void;
  /** Every stored record of collection `c`, cursor by cursor, then `done`. */
  each(
    c: string,
    visit: (cursor: IDBCursorWithValue, stored: StoredRow) => void,
    done?: () => void,
  ): void;
}

/**
 * Runs `work` in one transaction over both stores and resolves with `tx.result` once the
 * transaction has committed: a save is answered only when it is stored. `work` and the
 * callbacks it registers stay synchronous (a transaction ends at the first await of anything
 * else); an exception in any of them aborts the transaction and rejects with it.
 */
export async function transact<R>(
  mode: IDBTransactionMode,
  initial: R,
  work: (tx: Tx<R>) => void,
): Promise<R> {
  const db = await openStore();
  return new Promise<R>((resolve, reject) => {
    const transaction = db.transaction([ROWS, META], mode);
    let reason: Error | null = null;
    const abort = (why: unknown) => {
      if (reason !== null) return;
      reason = why instanceof Error ? why : new Error(String(why));
      transaction.abort();
    };
    const guard =
      <A extends unknown[]>(callback: (...args: A) => void) =>
      (...args: A) => {
        try {
          callback(...args);
        } catch (error) {
          abort(error);
        }
      };
    const tx: Tx<R> = {
      rows: transaction.objectStore(ROWS),
      meta: transaction.objectStore(META),
      result: initial,
      abort,
      on(request, then) {
        request.onsuccess = guard(() => then(request.result as never));
      },
      // Keys are [c, id as text]: [c] sorts before all of them and [c, []] after (arrays
      // sort after strings).
      clear(c) {
        tx.rows.delete(IDBKeyRange.bound([c], [c, []]));
      },
      each(c, visit, done) {
        const request = tx.rows.index('c').openCursor(IDBKeyRange.only(c));
        request.onsuccess = guard(() => {
          const cursor = request.result;
          if (!cursor) return done?.();
          visit(cursor, cursor.value as StoredRow);
          cursor.continue();
        });
      },
    };
    transaction.oncomplete = () => resolve(tx.result);
    transaction.onabort = () =>
      reject(reason ?? transaction.error ?? new Error('The demo database refused a write'));
    guard(() => work(tx))();
  });
}
