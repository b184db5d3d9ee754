import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { daySchema } from '@/lib/dates';
import { readDemoRows, storeDemoRows } from '@/test/demo-store';
import { STORAGE_FULL_KEY, storageError } from './db-errors';
import { deleteStore } from './idb';
import {
  defineCollection,
  DemoConflictError,
  DemoDuplicateError,
  DemoRowTooLargeError,
  DemoStorageFullError,
  MAX_ROW_CHARS,
  resetDemoDatabase,
  unlessDuplicate,
} from './db';

const schema = z.object({ id: z.number(), text: z.string() });
type Note = z.infer<typeof schema>;

const seed = (): Note[] => [
  { id: 1, text: 'primeira' },
  { id: 2, text: 'segunda' },
];

/** One tab's copy of a collection: two calls with one name are two tabs of one browser. */
const notes = (name: string, options: { version?: number; variant?: string } = {}) =>
  defineCollection<Note>({ name, version: 1, schema, seed, ...options });

const texts = async (collection: ReturnType<typeof notes>) =>
  (await collection.all()).map((note) => note.text);

describe('demo database', () => {
  it('seeds on first read and keeps what changes for the next page load', async () => {
    const first = notes('notes-a');
    expect(await first.all()).toHaveLength(2);
    await first.insert((id) => ({ id, text: 'terceira' }));
    await first.update(1, { text: 'editada' });
    expect(await readDemoRows('notes-a')).toEqual([
      { id: 1, text: 'editada' },
      { id: 2, text: 'segunda' },
      { id: 3, text: 'terceira' },
    ]);

    const reloaded = notes('notes-a');
    expect(await texts(reloaded)).toEqual(['editada', 'segunda', 'terceira']);
  });

  it('reseeds when the seed version or variant changes, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await notes('notes-b').remove(1);
    expect(await notes('notes-b', { version: 2 }).all()).toHaveLength(2);
    await notes('notes-b', { version: 2 }).remove(1);
    expect(await notes('notes-b', { version: 2, variant: 'large' }).all()).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('forgets every change on reset', async () => {
    const factory = vi.fn(seed);
    const collection = defineCollection<Note>({
      name: 'notes-d',
      version: 1,
      schema,
      seed: factory,
    });
    await collection.removeWhere(() => true);
    expect(await collection.all()).toHaveLength(0);
    await resetDemoDatabase();
    expect(await collection.all()).toHaveLength(2);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('seeds a collection a write finds missing, numbering after the seed (the database was deleted under a tab)', async () => {
    const collection = notes('notes-gone');
    await collection.all();
    // The stored database goes, while this tab still holds its copy of the rows.
    await deleteStore();
    expect(await collection.insert((id) => ({ id, text: 'depois' }))).toEqual({
      id: 3,
      text: 'depois',
    });
    expect(await readDemoRows('notes-gone')).toEqual([...seed(), { id: 3, text: 'depois' }]);
    expect(await texts(collection)).toEqual(['primeira', 'segunda', 'depois']);
  });

  it('numbers new rows after the largest id, at either end, and updates in place', async () => {
    const collection = notes('notes-e');
    expect(await collection.insert((id) => ({ id, text: 'no início' }), { at: 'start' })).toEqual({
      id: 3,
      text: 'no início',
    });
    expect(await collection.update(99, { text: 'x' })).toBeUndefined();
    const upper = await collection.updateWhere(
      (n) => n.id < 3,
      (n) => ({ text: n.text.toUpperCase() }),
    );
    expect(upper).toHaveLength(2);
    expect((await collection.find('1'))?.text).toBe('PRIMEIRA');
    expect(await texts(collection)).toEqual(['no início', 'PRIMEIRA', 'SEGUNDA']);
    expect(await collection.remove(3)).toBe(true);
    expect(await collection.remove(3)).toBe(false);
  });

  it('refuses a row that does not match the schema, and stores nothing', async () => {
    const collection = notes('notes-f');
    await expect(collection.update(1, { text: 7 as unknown as string })).rejects.toThrow(TypeError);
    expect(await readDemoRows('notes-f')).toEqual(seed());
  });

  it('refuses a row larger than a demo record may be, and keeps the one stored', async () => {
    const collection = notes('notes-g');
    const huge = 'x'.repeat(MAX_ROW_CHARS);
    await expect(collection.update(1, { text: huge })).rejects.toBeInstanceOf(DemoRowTooLargeError);
    await expect(collection.insert((id) => ({ id, text: huge }))).rejects.toBeInstanceOf(
      DemoRowTooLargeError,
    );
    expect(await readDemoRows('notes-g')).toEqual(seed());
  });

  it('refuses writes as a full storage does, reads on, and stores nothing', async () => {
    const collection = notes('notes-full');
    await collection.all();
    window.sessionStorage.setItem(STORAGE_FULL_KEY, 'on');
    await expect(collection.update(1, { text: 'x' })).rejects.toBeInstanceOf(DemoStorageFullError);
    await expect(collection.insert((id) => ({ id, text: 'x' }))).rejects.toBeInstanceOf(
      DemoStorageFullError,
    );
    expect(await collection.all()).toEqual(seed());
    window.sessionStorage.removeItem(STORAGE_FULL_KEY);
    expect(await readDemoRows('notes-full')).toEqual(seed());
    // What IndexedDB throws for want of room is the same refusal.
    expect(storageError(new DOMException('full', 'QuotaExceededError'))).toBeInstanceOf(
      DemoStorageFullError,
    );
  });

  it('keeps a version out of the stored row, and gives it on the way out', async () => {
    const collection = notes('notes-v');
    const saved = await collection.update(1, { text: 'nova', version: 9 } as Partial<Note>);
    expect(saved).toEqual({ id: 1, text: 'nova' });
    expect(collection.versioned(saved as Note)).toEqual({ id: 1, text: 'nova', version: 2 });
    expect(await readDemoRows('notes-v')).toContainEqual({ id: 1, text: 'nova' });
  });

  it('keeps the parsed rows, so the schema can fill in what older rows lack', async () => {
    const withDefault = z.object({ id: z.number(), pinned: z._default(z.boolean(), false) });
    await storeDemoRows('notes-h', [{ id: 1 }, { id: 2, pinned: true, extra: 'x' }]);
    const collection = defineCollection({
      name: 'notes-h',
      version: 1,
      schema: withDefault,
      seed: () => [],
    });
    expect(await collection.all()).toEqual([
      { id: 1, pinned: false },
      { id: 2, pinned: true },
    ]);
  });

  it('moves one row between its new neighbours, however often', async () => {
    const collection = notes('notes-p');
    await collection.insert((id) => ({ id, text: 'terceira' }));
    for (let round = 0; round < 60; round += 1) {
      const rows = [...(await collection.all())];
      // The last row goes between the first two, sixty times: the gap runs out and is renumbered.
      const last = rows.pop() as Note;
      await collection.place(last.id, [rows[0] as Note, last, ...rows.slice(1)]);
    }
    expect(await texts(collection)).toHaveLength(3);
    expect(await texts(notes('notes-p'))).toEqual(await texts(collection));
  });

  describe('two tabs of one browser', () => {
    it('keep both edits of two different records', async () => {
      const a = notes('tabs-a');
      const b = notes('tabs-a');
      await Promise.all([a.all(), b.all()]);
      await Promise.all([a.update(1, { text: 'de A' }), b.update(2, { text: 'de B' })]);
      expect(await readDemoRows('tabs-a')).toEqual([
        { id: 1, text: 'de A' },
        { id: 2, text: 'de B' },
      ]);
      expect(await texts(a)).toEqual(['de A', 'de B']);
      expect(await texts(b)).toEqual(['de A', 'de B']);
    });

    it('give rows added at once distinct ids', async () => {
      const a = notes('tabs-b');
      const b = notes('tabs-b');
      const added = await Promise.all([
        a.insert((id) => ({ id, text: 'de A' })),
        b.insert((id) => ({ id, text: 'de B' })),
        a.insert((id) => ({ id, text: 'de A de novo' })),
      ]);
      expect(added.map((note) => note.id).sort()).toEqual([3, 4, 5]);
      expect(await readDemoRows('tabs-b')).toHaveLength(5);
    });

    it('keep both changes made to one record by functions of the stored row', async () => {
      const a = notes('tabs-c');
      const b = notes('tabs-c');
      await Promise.all([
        a.update(1, (note) => ({ text: `${note.text} +A` })),
        b.update(1, (note) => ({ text: `${note.text} +B` })),
      ]);
      expect((await readDemoRows('tabs-c'))[0]).toEqual({ id: 1, text: 'primeira +A +B' });
    });

    it('refuse a save made on an older version and give the current row', async () => {
      const a = notes('tabs-d');
      const b = notes('tabs-d');
      await Promise.all([a.all(), b.all()]);
      const seen = b.versionOf(1);
      expect(seen).toBe(1);
      await a.update(1, { text: 'de A' }, a.versionOf(1));
      const refused = await b.update(1, { text: 'de B' }, seen).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DemoConflictError);
      expect(refused).toMatchObject({ current: { id: 1, text: 'de A' }, version: 2 });
      expect(await texts(b)).toEqual(['de A', 'segunda']);
      expect(b.versionOf(1)).toBe(2);
    });

    it('let only one of them add a row with a key that must be unique', async () => {
      const a = notes('tabs-f');
      const b = notes('tabs-f');
      await Promise.all([a.all(), b.all()]);
      const uniqueBy = (note: Note) => [note.text.toLowerCase()];
      const added = await Promise.allSettled([
        a.insert((id) => ({ id, text: 'Única' }), { uniqueBy }),
        b.insert((id) => ({ id, text: 'única' }), { uniqueBy }),
      ]);
      expect(added.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = added.find((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(DemoDuplicateError);
      expect(refused?.reason).toMatchObject({ existing: { id: 3 } });
      expect(await readDemoRows('tabs-f')).toHaveLength(3);
      // The refused tab now shows the row that won.
      expect(await texts(a)).toEqual(await texts(b));
      expect(
        await unlessDuplicate(a.insert((id) => ({ id, text: 'primeira' }), { uniqueBy })),
      ).toBeNull();
    });

    it('show a write of one tab in the other', async () => {
      const a = notes('tabs-e');
      const b = notes('tabs-e');
      await Promise.all([a.all(), b.all()]);
      await a.update(2, { text: 'mudou em A' });
      await a.remove(1);
      expect(await texts(b)).toEqual(['mudou em A']);
    });
  });

  describe('heals damaged storage', () => {
    it('puts one bad row back as its seed, drops one the seed lacks, and keeps the good ones', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await storeDemoRows('notes-k', [
        { id: 1, text: 'boa' },
        { id: 2, text: ['ruim'] },
        { id: 7, text: null },
      ]);
      const collection = notes('notes-k');
      expect(await collection.all()).toEqual([
        { id: 1, text: 'boa' },
        { id: 2, text: 'segunda' },
      ]);
      expect(await readDemoRows('notes-k')).toEqual(await collection.all());
      expect(warn).toHaveBeenCalledOnce();
    });

    it('heals by value: a date that is not one is damage too', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const dated = defineCollection({
        name: 'notes-dated',
        version: 1,
        schema: z.object({ id: z.number(), day: daySchema() }),
        seed: () => [{ id: 1, day: '2026-11-26' }],
      });
      await storeDemoRows('notes-dated', [
        { id: 1, day: '2026-99-99' },
        { id: 2, day: '2026-12-01' },
      ]);
      expect(await dated.all()).toEqual([
        { id: 1, day: '2026-11-26' },
        { id: 2, day: '2026-12-01' },
      ]);
      expect(warn).toHaveBeenCalledOnce();
    });

    it.each([
      ['null, a number and a string', [null, 1, 'x']],
      ['a wrong-typed field', [{ id: 1, text: 42 }]],
      ['a missing field', [{ id: 1 }]],
    ])('rows with %s: reseeds, rewrites storage, warns once by name', async (_, data) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await storeDemoRows('notes-j', data);
      const collection = notes('notes-j');
      expect(await collection.all()).toEqual(seed());
      expect(await readDemoRows('notes-j')).toEqual(seed());
      expect(warn).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenCalledWith('Demo data "notes-j" was damaged and has been restored');

      // The next page load finds the restored seed: no second warning.
      expect(await notes('notes-j').all()).toEqual(seed());
      expect(warn).toHaveBeenCalledOnce();
    });
  });
});
