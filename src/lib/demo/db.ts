import * as z from 'zod/mini';
import { readRaw, removeKey, writeJson } from '../storage';
import { registerStore } from '../store-registry';

/**
 * The demo database: one collection per kind of sample record, seeded by our own
 * deterministic factories, persisted in localStorage so a reload keeps what the user
 * changed, and versioned so that a new seed replaces stale data. Stored rows are checked
 * against the collection's schema when read: damaged data (not JSON, the wrong envelope, or
 * any row of the wrong shape) is replaced by the seed with one warning, never kept.
 */
export const DEMO_DB_PREFIX = 'mirante-demo:';
/** Bump to reset every visitor's demo data (e.g. when the sample data changes shape). */
export const DEMO_DB_VERSION = 1;

type Id = string | number;
type Row = { id: Id };

const storedSchema = z.object({ version: z.string(), data: z.array(z.unknown()) });

export interface Collection<T extends Row> {
  readonly name: string;
  all(): readonly T[];
  find(id: Id): T | undefined;
  insert(item: T, position?: 'start' | 'end'): T;
  update(id: Id, patch: Partial<T>): T | undefined;
  updateWhere(predicate: (item: T) => boolean, patch: (item: T) => Partial<T>): T[];
  remove(id: Id): boolean;
  removeWhere(predicate: (item: T) => boolean): number;
  replaceAll(items: T[]): void;
  /** The spec's rule for new ids: the largest numeric id plus one. */
  nextId(): number;
  reset(): void;
}

interface CollectionOptions<T> {
  name: string;
  /** The version of this collection's seed; a change reseeds stored data. */
  version: number;
  /** One row, as stored: what is read back is parsed with it (so its defaults apply). */
  schema: z.ZodMiniType<T>;
  seed: () => T[];
  /** Keep the data in memory only (large benchmark seeds that would overflow storage). */
  persist?: boolean;
}

const registry = new Map<string, { reset(): void }>();

export function defineCollection<T extends Row>(options: CollectionOptions<T>): Collection<T> {
  const key = `${DEMO_DB_PREFIX}${options.name}`;
  const version = `${DEMO_DB_VERSION}.${options.version}`;
  const persist = options.persist ?? true;
  let items: T[] | null = null;

  const save = () => {
    if (persist && items) writeJson(key, { version, data: items });
  };

  const rowsSchema = z.array(options.schema);

  /** The stored rows; `stale` when absent or of another version, `damaged` when unreadable. */
  const readStored = (): T[] | 'stale' | 'damaged' => {
    const raw = persist ? readRaw(key) : null;
    if (raw === null) return 'stale';
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return 'damaged';
    }
    const stored = storedSchema.safeParse(parsed);
    if (!stored.success) return 'damaged';
    if (stored.data.version !== version) return 'stale';
    const rows = rowsSchema.safeParse(stored.data.data);
    return rows.success ? rows.data : 'damaged';
  };

  const load = (): T[] => {
    if (items) return items;
    const stored = readStored();
    if (typeof stored !== 'string') {
      items = stored;
      return items;
    }
    if (stored === 'damaged') {
      console.warn(`Demo data "${options.name}" was damaged and has been restored`);
    }
    items = options.seed();
    save();
    return items;
  };

  const sameId = (id: Id) => (item: T) => String(item.id) === String(id);

  const collection: Collection<T> = {
    name: options.name,
    all: () => load(),
    find: (id) => load().find(sameId(id)),
    insert(item, position = 'end') {
      const rows = load();
      if (position === 'start') rows.unshift(item);
      else rows.push(item);
      save();
      return item;
    },
    update(id, patch) {
      const rows = load();
      const index = rows.findIndex(sameId(id));
      if (index === -1) return undefined;
      const next = { ...rows[index], ...patch } as T;
      rows[index] = next;
      save();
      return next;
    },
    updateWhere(predicate, patch) {
      const changed: T[] = [];
      items = load().map((item) => {
        if (!predicate(item)) return item;
        const next = { ...item, ...patch(item) };
        changed.push(next);
        return next;
      });
      save();
      return changed;
    },
    remove(id) {
      return collection.removeWhere(sameId(id)) > 0;
    },
    removeWhere(predicate) {
      const rows = load();
      const kept = rows.filter((item) => !predicate(item));
      const removed = rows.length - kept.length;
      items = kept;
      save();
      return removed;
    },
    replaceAll(next) {
      items = next;
      save();
    },
    nextId() {
      return load().reduce((max, item) => Math.max(max, Number(item.id) || 0), 0) + 1;
    },
    reset() {
      items = null;
      removeKey(key);
    },
  };
  registry.set(options.name, collection);
  return collection;
}

/** Forgets every change to the demo data: the next read reseeds each collection. */
export function resetDemoDatabase(): void {
  registry.forEach((collection) => collection.reset());
  if (typeof window === 'undefined') return;
  try {
    const keys = Object.keys(window.localStorage).filter((k) => k.startsWith(DEMO_DB_PREFIX));
    keys.forEach(removeKey);
  } catch {
    // Storage unavailable: the in-memory reset above is all there is.
  }
}

registerStore('demo database', resetDemoDatabase);
