import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineCollection, DEMO_DB_PREFIX, DEMO_DB_VERSION, resetDemoDatabase } from './db';

const schema = z.object({ id: z.number(), text: z.string() });
type Note = z.infer<typeof schema>;

const seed = (): Note[] => [
  { id: 1, text: 'primeira' },
  { id: 2, text: 'segunda' },
];

const notes = (name: string, options: { version?: number; persist?: boolean } = {}) =>
  defineCollection<Note>({ name, version: 1, schema, seed, ...options });

/** What a visitor's storage holds for a collection of seed version 1. */
const store = (name: string, data: unknown, version = `${DEMO_DB_VERSION}.1`) =>
  window.localStorage.setItem(`${DEMO_DB_PREFIX}${name}`, JSON.stringify({ version, data }));
const stored = (name: string): unknown =>
  JSON.parse(window.localStorage.getItem(`${DEMO_DB_PREFIX}${name}`) ?? 'null');

describe('demo database', () => {
  it('seeds on first read and persists what changes', () => {
    const first = notes('notes-a');
    expect(first.all()).toHaveLength(2);
    first.insert({ id: first.nextId(), text: 'terceira' });
    first.update(1, { text: 'editada' });

    // A new page load: the same collection read from storage.
    const reloaded = notes('notes-a');
    expect(reloaded.all().map((note) => note.text)).toEqual(['editada', 'segunda', 'terceira']);
  });

  it('reseeds when the seed version changes, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = notes('notes-b');
    first.remove(1);
    const next = notes('notes-b', { version: 2 });
    expect(next.all()).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('forgets every change on reset', () => {
    const factory = vi.fn(seed);
    const collection = defineCollection<Note>({
      name: 'notes-d',
      version: 1,
      schema,
      seed: factory,
    });
    collection.removeWhere(() => true);
    expect(collection.all()).toHaveLength(0);
    resetDemoDatabase();
    expect(collection.all()).toHaveLength(2);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('numbers new rows after the largest id and updates in place', () => {
    const collection = notes('notes-e');
    expect(collection.nextId()).toBe(3);
    expect(collection.update(99, { text: 'x' })).toBeUndefined();
    expect(
      collection.updateWhere(
        (n) => n.id > 0,
        (n) => ({ text: n.text.toUpperCase() }),
      ),
    ).toHaveLength(2);
    expect(collection.find('1')?.text).toBe('PRIMEIRA');
  });

  it('keeps large seeds in memory only when asked', () => {
    const big = notes('notes-f', { persist: false });
    big.all();
    expect(window.localStorage.getItem(`${DEMO_DB_PREFIX}notes-f`)).toBeNull();
  });

  it('keeps stored rows of the right shape as they were stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store('notes-g', [{ id: 7, text: 'guardada' }]);
    expect(notes('notes-g').all()).toEqual([{ id: 7, text: 'guardada' }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the parsed rows, so the schema can fill in what older rows lack', () => {
    const withDefault = z.object({ id: z.number(), pinned: z._default(z.boolean(), false) });
    store('notes-h', [{ id: 1 }, { id: 2, pinned: true, extra: 'x' }]);
    const collection = defineCollection({
      name: 'notes-h',
      version: 1,
      schema: withDefault,
      seed: () => [],
    });
    expect(collection.all()).toEqual([
      { id: 1, pinned: false },
      { id: 2, pinned: true },
    ]);
  });

  describe('heals damaged storage', () => {
    it.each([
      ['not JSON', '{broken'],
      ['not the envelope', JSON.stringify([1, 2])],
      ['rows that are not a list', JSON.stringify({ version: `${DEMO_DB_VERSION}.1`, data: 'x' })],
    ])('%s: reseeds with one warning', (_, raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      window.localStorage.setItem(`${DEMO_DB_PREFIX}notes-i`, raw);
      expect(notes('notes-i').all()).toEqual(seed());
      expect(stored('notes-i')).toEqual({ version: `${DEMO_DB_VERSION}.1`, data: seed() });
      expect(warn).toHaveBeenCalledOnce();
    });

    it.each([
      ['null, a number and a string', [null, 1, 'x']],
      ['a wrong-typed field', [{ id: 1, text: 42 }]],
      ['a missing field', [{ id: 1 }]],
      [
        'one bad row among good ones',
        [
          { id: 1, text: 'boa' },
          { id: '2', text: 'ruim' },
        ],
      ],
    ])('rows with %s: reseeds, rewrites storage, warns once by name', (_, data) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      store('notes-j', data);
      const collection = notes('notes-j');
      expect(collection.all()).toEqual(seed());
      expect(collection.all()).toEqual(seed());
      expect(stored('notes-j')).toEqual({ version: `${DEMO_DB_VERSION}.1`, data: seed() });
      expect(warn).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenCalledWith('Demo data "notes-j" was damaged and has been restored');

      // The next page load finds the restored seed: no second warning.
      expect(notes('notes-j').all()).toEqual(seed());
      expect(warn).toHaveBeenCalledOnce();
    });

    it('never reads storage for a memory-only collection', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      store('notes-k', [null]);
      expect(notes('notes-k', { persist: false }).all()).toEqual(seed());
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
