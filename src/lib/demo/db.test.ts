import { describe, expect, it, vi } from 'vitest';
import { defineCollection, DEMO_DB_PREFIX, resetDemoDatabase } from './db';

interface Note {
  id: number;
  text: string;
}

const seed = () => [
  { id: 1, text: 'primeira' },
  { id: 2, text: 'segunda' },
];

describe('demo database', () => {
  it('seeds on first read and persists what changes', () => {
    const notes = defineCollection<Note>({ name: 'notes-a', version: 1, seed });
    expect(notes.all()).toHaveLength(2);
    notes.insert({ id: notes.nextId(), text: 'terceira' });
    notes.update(1, { text: 'editada' });

    // A new page load: the same collection read from storage.
    const reloaded = defineCollection<Note>({ name: 'notes-a', version: 1, seed });
    expect(reloaded.all().map((note) => note.text)).toEqual(['editada', 'segunda', 'terceira']);
  });

  it('reseeds when the seed version changes', () => {
    const first = defineCollection<Note>({ name: 'notes-b', version: 1, seed });
    first.remove(1);
    const next = defineCollection<Note>({ name: 'notes-b', version: 2, seed });
    expect(next.all()).toHaveLength(2);
  });

  it('reseeds when the stored value is corrupted', () => {
    window.localStorage.setItem(`${DEMO_DB_PREFIX}notes-c`, '{broken');
    const notes = defineCollection<Note>({ name: 'notes-c', version: 1, seed });
    expect(notes.all()).toHaveLength(2);
  });

  it('forgets every change on reset', () => {
    const factory = vi.fn(seed);
    const notes = defineCollection<Note>({ name: 'notes-d', version: 1, seed: factory });
    notes.removeWhere(() => true);
    expect(notes.all()).toHaveLength(0);
    resetDemoDatabase();
    expect(notes.all()).toHaveLength(2);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('numbers new rows after the largest id and updates in place', () => {
    const notes = defineCollection<Note>({ name: 'notes-e', version: 1, seed });
    expect(notes.nextId()).toBe(3);
    expect(notes.update(99, { text: 'x' })).toBeUndefined();
    expect(
      notes.updateWhere(
        (n) => n.id > 0,
        (n) => ({ text: n.text.toUpperCase() }),
      ),
    ).toHaveLength(2);
    expect(notes.find('1')?.text).toBe('PRIMEIRA');
  });

  it('keeps large seeds in memory only when asked', () => {
    const big = defineCollection<Note>({ name: 'notes-f', version: 1, seed, persist: false });
    big.all();
    expect(window.localStorage.getItem(`${DEMO_DB_PREFIX}notes-f`)).toBeNull();
  });
});
