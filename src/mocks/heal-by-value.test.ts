import { describe, expect, it, vi } from 'vitest';
import { definedCollections } from '@/lib/demo/db';
import { formatDate } from '@/lib/format';
import { storeDemoRows } from '@/test/demo-store';
import { loadAllDemoHandlers } from './answer';

/**
 * No value in the demo database can crash a page: in every collection, a row whose dates or
 * numbers do not parse (written straight into storage, as a damaged or hand-edited storage
 * would hold it) is healed by value when read, so what the pages format is always a value.
 */
const DATE = /^\d{4}-\d{2}-\d{2}/;

type Damage = 'dates' | 'numbers';

/** The row with every date made impossible, or every number but the id made NaN. */
function damaged(value: unknown, damage: Damage, top = true): unknown {
  if (typeof value === 'string' && damage === 'dates' && DATE.test(value)) {
    return `2026-99-99${value.slice(10)}`;
  }
  if (typeof value === 'number' && damage === 'numbers') return Number.NaN;
  if (Array.isArray(value)) return value.map((item) => damaged(item, damage, false));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        top && key === 'id' ? item : damaged(item, damage, false),
      ]),
    );
  }
  return value;
}

/** Every string that looks like a date, and every number, anywhere in a row. */
function values(value: unknown, into: { dates: string[]; numbers: number[] }) {
  if (typeof value === 'string' && DATE.test(value)) into.dates.push(value);
  else if (typeof value === 'number') into.numbers.push(value);
  else if (Array.isArray(value)) value.forEach((item) => values(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => values(item, into));
  return into;
}

describe('the demo database heals by value', () => {
  it('leaves no impossible date or NaN in any collection, and formats every date', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadAllDemoHandlers();
    const collections = definedCollections();
    expect(collections.length).toBeGreaterThanOrEqual(15);
    const checked: string[] = [];
    for (const [collection, damage] of collections.flatMap((one) =>
      (['dates', 'numbers'] as const).map((kind) => [one, kind] as const),
    )) {
      collection.reset();
      const rows = await collection.all();
      const [first, ...rest] = rows;
      if (!first) continue;
      const bad = damaged(first, damage);
      if (JSON.stringify(bad) === JSON.stringify(first) && damage === 'dates') continue;
      if (damage === 'numbers' && !values(first, { dates: [], numbers: [] }).numbers.length)
        continue;
      await storeDemoRows(collection.name, [bad, ...rest], await seedVersionOf(collection.name));
      collection.reset();
      const healed = await collection.all();
      const found = values(healed, { dates: [], numbers: [] });
      expect(
        found.dates.filter((date) => date.startsWith('2026-99-99')),
        collection.name,
      ).toEqual([]);
      expect(
        found.numbers.filter((number) => !Number.isFinite(number)),
        collection.name,
      ).toEqual([]);
      for (const date of found.dates) expect(formatDate(date, 'br')).not.toBe('');
      checked.push(`${collection.name} ${damage}`);
    }
    // Every collection whose rows hold dates or numbers (the others hold neither).
    expect(checked).toEqual(
      expect.arrayContaining([
        'chat-chats dates',
        'calendar-events dates',
        'emails dates',
        'todo-tasks dates',
        'kanban-tasks dates',
        'invoices dates',
        'invoices numbers',
        'chat-chats numbers',
      ]),
    );
  });
});

/** The seed version a collection's rows are stored under now (so only the rows are wrong). */
async function seedVersionOf(name: string): Promise<string> {
  const { transact } = await import('@/lib/demo/idb');
  const meta = await transact<{ seed?: string } | undefined>('readonly', undefined, (tx) =>
    tx.on(tx.meta.get(name), (value: { seed?: string } | undefined) => {
      tx.result = value;
    }),
  );
  return meta?.seed ?? '';
}
