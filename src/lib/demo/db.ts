import * as z from 'zod/mini';
import { registerStore } from '../store-registry';
import { deleteStore, transact, type StoredMeta, type StoredRow, type Tx } from './idb';
import { announce, onRemoteChange } from './db-channel';
import {
  DemoConflictError,
  DemoDuplicateError,
  DemoRowTooLargeError,
  DemoStorageFullError,
  storageError,
  storageFullPlanned,
} from './db-errors';
import { placeRow } from './db-order';

export {
  DemoConflictError,
  DemoDuplicateError,
  DemoRowTooLargeError,
  DemoStorageFullError,
} from './db-errors';

/** The most JSON one demo record may hold (256 KiB of text): more is refused (413). */
export const MAX_ROW_CHARS = 256 * 1024;

/**
 * The demo database: one collection per kind of sample record, seeded by our own
 * deterministic factories and kept in the browser's IndexedDB, one entry per record, shared
 * by every tab (docs/demo-api/README.md, "The demo database"). Every write is one transaction
 * on the stored record: two tabs never erase each other's writes, ids come from a counter
 * kept in the same transaction, and each record counts its saves so that a save made on an
 * older version is refused (`DemoConflictError`). Each tab keeps the rows it read in memory
 * and hears the other tabs' writes (`db-channel.ts`). Stored rows are checked against the
 * collection's schema when read: a damaged collection is replaced by its seed with one
 * warning, never kept.
 */
/** Bump to reset every visitor's demo data (e.g. when the sample data changes shape). */
export const DEMO_DB_VERSION = 2;

type Id = string | number;
type Row = { id: Id };

export interface Collection<T extends Row> {
  readonly name: string;
  /** Every row, in the collection's order. */
  all(): Promise<readonly T[]>;
  find(id: Id): Promise<T | undefined>;
  /** The record's save count as last read by this tab (after `all` or `find`). */
  versionOf(id: Id): number | undefined;
  /**
   * The row as the API answers it to a form that may save it back: with `version`, its save
   * count, which the save returns (`update(id, change, version)`) so that a stale save is
   * caught. Stored rows never keep a `version` of their own.
   */
  versioned<R extends T>(row: R): R & { version: number };
  /**
   * Adds a row; given a function, the row gets the next id (the largest numeric id stored plus
   * one, read in the write's own transaction, so two tabs adding at once get two ids).
   */
  insert(item: T | ((id: number) => T), options?: InsertOptions<T>): Promise<T>;
  /**
   * Changes one stored row; a function is given the row as stored now. With `expected`, a
   * row saved since that version is not changed: `DemoConflictError` carries the current one.
   */
  update(
    id: Id,
    change: Partial<T> | ((row: T) => Partial<T>),
    expected?: number,
  ): Promise<T | undefined>;
  updateWhere(predicate: (item: T) => boolean, patch: (item: T) => Partial<T>): Promise<T[]>;
  remove(id: Id): Promise<boolean>;
  removeWhere(predicate: (item: T) => boolean): Promise<number>;
  /** Moves row `id` to where it stands in `arranged` (the order the caller wants), alone. */
  place(id: Id, arranged: readonly T[]): Promise<T | undefined>;
  /** Forgets this tab's copy; the next read takes the stored rows (a reset also clears them). */
  reset(): void;
}

export interface InsertOptions<T> {
  /** Where the row goes in the collection's order (the end by default). */
  at?: 'start' | 'end';
  /**
   * The keys no two rows may share (an e-mail, a name). Checked against every stored row in
   * the write's own transaction, so two tabs adding the same one at once cannot both succeed:
   * the second gets `DemoDuplicateError` with the row it clashes with.
   */
  uniqueBy?: (row: T) => readonly string[];
}

interface CollectionOptions<T> {
  name: string;
  /** The version of this collection's seed; a change reseeds stored data. */
  version: number;
  /** One row, as stored: what is read back is parsed with it (so its defaults apply). */
  schema: z.ZodMiniType<T>;
  seed: () => T[];
  /** Another seed of the same rows (a scale run's large set): switching reseeds. */
  variant?: string;
}

/** The collections defined in this realm, by name (the last copy of each), for tests. */
const defined = new Map<string, Collection<Row>>();

/** Every collection the loaded features define (the heal-by-value test walks them all). */
export const definedCollections = (): Collection<Row>[] => [...defined.values()];

/** Every copy of each collection in this realm (tests define one per simulated tab). */
const registry = new Map<string, Set<{ reset(): void; stale(keys: readonly string[]): void }>>();

const storedRowSchema = z.object({
  c: z.string(),
  k: z.string(),
  row: z.unknown(),
  v: z.number(),
  o: z.number(),
});

const sameKey = (id: Id) => String(id);

export function defineCollection<T extends Row>(options: CollectionOptions<T>): Collection<T> {
  const c = options.name;
  const seedVersion = `${DEMO_DB_VERSION}.${options.version}${options.variant ? `:${options.variant}` : ''}`;
  let entries: Map<string, StoredRow> | null = null;
  let sorted: T[] | null = null;
  let loading: Promise<Map<string, StoredRow>> | null = null;
  let staleKeys: Set<string> | null = null;

  const rowOf = (stored: StoredRow) => stored.row as T;

  /** Puts the seed in place of whatever collection `c` holds, in `tx`: its rows and meta. */
  const plantSeed = <R>(tx: Tx<R>) => {
    tx.clear(c);
    const seeded = new Map<string, StoredRow>();
    options.seed().forEach((row, index) => {
      const stored: StoredRow = { c, k: sameKey(row.id), row, v: 1, o: index };
      tx.rows.put(stored);
      seeded.set(stored.k, stored);
    });
    const meta: StoredMeta = { c, seed: seedVersion, first: 0, last: seeded.size - 1 };
    tx.meta.put(meta);
    return { seeded, meta };
  };

  const reseed = (tx: Tx<Map<string, StoredRow>>) => {
    tx.result = plantSeed(tx).seeded;
  };

  /** A stored entry read back: its row parsed by the schema (shape and values), or `null`. */
  const parseStored = (value: unknown): StoredRow | null => {
    const stored = storedRowSchema.safeParse(value);
    const row = stored.success ? options.schema.safeParse(stored.data.row) : null;
    if (!stored.success || !row?.success || sameKey(row.data.id) !== stored.data.k) return null;
    return { ...stored.data, row: row.data };
  };

  /**
   * The stored rows, checked by shape and by value. A damaged row (junk, a missing field, a
   * date like `2026-99-99`) is put back as its seed when the seed has its id, else dropped,
   * with one warning; when nothing good is left, the whole seed comes back (nobody is locked
   * out of the demo accounts).
   */
  const loadAll = () =>
    transact('readwrite', new Map<string, StoredRow>(), (tx) => {
      tx.on(tx.meta.get(c), (meta?: StoredMeta) => {
        if (meta?.seed !== seedVersion) return reseed(tx);
        tx.on(tx.rows.index('c').getAll(IDBKeyRange.only(c)), (found: StoredRow[]) => {
          const read = new Map<string, StoredRow>();
          const damaged = found.filter((value) => {
            const good = parseStored(value);
            if (good) read.set(good.k, good);
            return !good;
          });
          tx.result = read;
          if (damaged.length === 0) return;
          console.warn(`Demo data "${c}" was damaged and has been restored`);
          if (read.size === 0) return reseed(tx);
          const seeds = new Map(options.seed().map((row) => [sameKey(row.id), row]));
          for (const entry of damaged) {
            const seedRow = seeds.get(String(entry.k));
            if (!seedRow) {
              tx.rows.delete([entry.c, entry.k]);
              continue;
            }
            const healed: StoredRow = {
              c,
              k: sameKey(seedRow.id),
              row: seedRow,
              v: (Number(entry.v) || 0) + 1,
              o: Number.isFinite(entry.o) ? entry.o : meta.last + 1,
            };
            tx.rows.put(healed);
            read.set(healed.k, healed);
          }
        });
      });
    });

  /** Takes the rows other tabs changed since this tab read them. */
  const refresh = (current: Map<string, StoredRow>, keys: Set<string>) =>
    transact('readonly', current, (tx) => {
      for (const k of keys) {
        tx.on(tx.rows.get([c, k]), (value: unknown) => {
          const good = parseStored(value);
          if (good) current.set(k, good);
          else current.delete(k);
        });
      }
    });

  const ready = async (): Promise<Map<string, StoredRow>> => {
    if (entries && !staleKeys) return entries;
    loading ??= (async () => {
      try {
        const keys = staleKeys;
        staleKeys = null;
        const current: Map<string, StoredRow> =
          entries && keys
            ? await refresh(entries, keys)
            : await loadAll().catch((error: unknown) => Promise.reject(storageError(error)));
        entries = current;
        sorted = null;
        return current;
      } finally {
        loading = null;
      }
    })();
    return loading;
  };

  /** What this tab now knows after its own committed write; the other tabs are told. */
  const learn = (changed: readonly StoredRow[], removed: readonly string[] = []) => {
    if (!entries) return;
    changed.forEach((stored) => entries?.set(stored.k, stored));
    removed.forEach((k) => entries?.delete(k));
    sorted = null;
    const keys = [...changed.map((stored) => stored.k), ...removed];
    announce(c, keys);
    registry.get(c)?.forEach((other) => other !== listener && other.stale(keys));
  };

  const write = <R>(initial: R, work: (tx: Tx<R>) => void) =>
    storageFullPlanned()
      ? Promise.reject(new DemoStorageFullError())
      : transact('readwrite', initial, work).catch((error: unknown) =>
          Promise.reject(storageError(error)),
        );

  const checked = (row: T): T => {
    const { version: _counted, ...fields } = row as T & { version?: unknown };
    const parsed = options.schema.safeParse(fields);
    if (!parsed.success) throw new TypeError(`A "${c}" row does not match its schema`);
    if (JSON.stringify(parsed.data).length > MAX_ROW_CHARS) throw new DemoRowTooLargeError(c);
    return parsed.data;
  };

  const collection: Collection<T> = {
    name: c,
    async all() {
      const current = await ready();
      sorted ??= [...current.values()].sort((a, b) => a.o - b.o).map(rowOf);
      return sorted;
    },
    async find(id) {
      const stored = (await ready()).get(sameKey(id));
      return stored ? rowOf(stored) : undefined;
    },
    versionOf: (id) => entries?.get(sameKey(id))?.v,
    versioned: (row) => ({ ...row, version: entries?.get(sameKey(row.id))?.v ?? 1 }),
    async insert(item, { at = 'end', uniqueBy } = {}) {
      await ready();
      // Set when the stored collection was not this one's (the database was reset after this
      // tab read it): the write seeds it first, and this tab's copy is read again afterwards.
      let seededHere = false;
      const stored = await write<StoredRow | null>(null, (tx) => {
        /** Adds the row to collection `meta`, whose stored keys (and rows, when unique) are given. */
        const add = (meta: StoredMeta, keys: readonly string[], found: readonly StoredRow[]) => {
          // SPEC: a new id is the largest stored id plus one, read in this transaction.
          const largest = keys.reduce<number>((max, key) => Math.max(max, Number(key) || 0), 0);
          const row = checked(typeof item === 'function' ? item(largest + 1) : item);
          if (uniqueBy) {
            const taken = new Set(uniqueBy(row));
            const clash = found.find((s) => uniqueBy(rowOf(s)).some((key) => taken.has(key)));
            if (clash) return tx.abort(new DemoDuplicateError(rowOf(clash)));
          }
          const o = at === 'start' ? meta.first - 1 : meta.last + 1;
          tx.result = { c, k: sameKey(row.id), row, v: 1, o };
          tx.rows.add(tx.result);
          tx.meta.put({ ...meta, first: Math.min(meta.first, o), last: Math.max(meta.last, o) });
        };
        tx.on(tx.meta.get(c), (meta?: StoredMeta) => {
          if (meta?.seed !== seedVersion) {
            seededHere = true;
            const planted = plantSeed(tx);
            return add(planted.meta, [...planted.seeded.keys()], [...planted.seeded.values()]);
          }
          const inC = IDBKeyRange.only(c);
          // Keys only, unless the new row must be unique: then the rows, to compare.
          if (uniqueBy) {
            tx.on(tx.rows.index('c').getAll(inC), (found: unknown[]) => {
              const rows = found.map(parseStored).filter((stored) => stored !== null);
              add(
                meta,
                rows.map((stored) => stored.k),
                rows,
              );
            });
          } else {
            tx.on(tx.rows.index('c').getAllKeys(inC), (keys: unknown[]) =>
              add(
                meta,
                keys.map((key) => (key as string[])[1] ?? ''),
                [],
              ),
            );
          }
        });
      }).catch((error: unknown) => {
        // The row it clashed with was written by another tab: this tab reads again.
        if (error instanceof DemoDuplicateError) {
          staleKeys = new Set([...(staleKeys ?? []), sameKey((error.existing as T).id)]);
        }
        throw error;
      });
      if (!stored) throw new Error(`The "${c}" row was not stored`);
      if (seededHere) collection.reset();
      learn([stored]);
      return rowOf(stored);
    },
    async update(id, change, expected) {
      await ready();
      const stored = await write<StoredRow | null>(null, (tx) => {
        tx.on(tx.rows.get([c, sameKey(id)]), (found?: StoredRow) => {
          if (!found) return;
          const row = rowOf(found);
          if (expected !== undefined && found.v !== expected) {
            return tx.abort(new DemoConflictError(row, found.v));
          }
          const patch = typeof change === 'function' ? change(row) : change;
          tx.result = { ...found, row: checked({ ...row, ...patch, id: row.id }), v: found.v + 1 };
          tx.rows.put(tx.result);
        });
      }).catch((error: unknown) => {
        // The tab learns the version that won, so its next read shows it.
        if (error instanceof DemoConflictError)
          staleKeys = new Set([...(staleKeys ?? []), sameKey(id)]);
        throw error;
      });
      if (!stored) return undefined;
      learn([stored]);
      return rowOf(stored);
    },
    async updateWhere(predicate, patch) {
      await ready();
      const changed = await write<StoredRow[]>([], (tx) => {
        tx.each(c, (cursor, found) => {
          const row = rowOf(found);
          if (!predicate(row)) return;
          const next = {
            ...found,
            row: checked({ ...row, ...patch(row), id: row.id }),
            v: found.v + 1,
          };
          cursor.update(next);
          tx.result.push(next);
        });
      });
      learn(changed);
      return changed.map(rowOf);
    },
    async remove(id) {
      await ready();
      const k = sameKey(id);
      const removed = await write(false, (tx) => {
        tx.on(tx.rows.getKey([c, k]), (found?: IDBValidKey) => {
          if (found === undefined) return;
          tx.rows.delete([c, k]);
          tx.result = true;
        });
      });
      if (removed) learn([], [k]);
      return removed;
    },
    async removeWhere(predicate) {
      await ready();
      const removed = await write<string[]>([], (tx) => {
        tx.each(c, (cursor, found) => {
          if (!predicate(rowOf(found))) return;
          cursor.delete();
          tx.result.push(found.k);
        });
      });
      learn([], removed);
      return removed.length;
    },
    async place(id, arranged) {
      await ready();
      const at = arranged.findIndex((row) => sameKey(row.id) === sameKey(id));
      if (at === -1) return undefined;
      const before = arranged[at - 1];
      const after = arranged[at + 1];
      const changed = await write<StoredRow[]>([], (tx) => {
        tx.on(tx.rows.index('c').getAll(IDBKeyRange.only(c)), (found: StoredRow[]) => {
          placeRow(
            tx,
            found,
            sameKey(id),
            before && sameKey(before.id),
            after && sameKey(after.id),
          );
        });
      });
      learn(changed);
      const moved = changed.find((stored) => stored.k === sameKey(id));
      return moved ? rowOf(moved) : undefined;
    },
    reset() {
      entries = null;
      sorted = null;
      staleKeys = null;
    },
  };

  const listener = {
    reset: () => collection.reset(),
    stale(keys: readonly string[]) {
      if (!entries) return;
      staleKeys = new Set([...(staleKeys ?? []), ...keys]);
    },
  };
  defined.set(c, collection as unknown as Collection<Row>);
  const same = registry.get(c) ?? new Set();
  same.add(listener);
  registry.set(c, same);
  return collection;
}

onRemoteChange((c, keys) => registry.get(c)?.forEach((listener) => listener.stale(keys)));

/** The write's row, or `null` when a stored row already has its unique key (`uniqueBy`). */
export const unlessDuplicate = <T>(write: Promise<T>): Promise<T | null> =>
  write.catch((error: unknown) => {
    if (error instanceof DemoDuplicateError) return null;
    throw error;
  });

/**
 * Forgets every change to the demo data: the next read reseeds each collection. Settled when
 * the stored database is gone, so nothing read or written after it meets the old one.
 */
export function resetDemoDatabase(): Promise<void> {
  registry.forEach((listeners) => listeners.forEach((listener) => listener.reset()));
  return deleteStore();
}

registerStore('demo database', resetDemoDatabase);
