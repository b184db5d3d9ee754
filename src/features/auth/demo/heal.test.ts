import { describe, expect, it, vi } from 'vitest';
import { currentConfig } from '@/lib/config';
import { readDemoRows, storeDemoRows } from '@/test/demo-store';
import { seedUsers } from './data';
import { sessionLogs, users } from './store';

/**
 * Damaged demo storage never locks anyone out: a collection whose rows are of the wrong
 * shape is reseeded with one warning, and the demo accounts sign in again.
 */
/** A visitor whose storage holds these rows: the collection forgets its memory and reads them. */
async function storeRows(collection: typeof users | typeof sessionLogs, data: unknown[]) {
  collection.reset();
  // The demo users are at seed version 2 (salted digests), the session log at 1.
  await storeDemoRows(collection.name, data, collection === users ? 2 : 1);
}

function without(row: object | undefined, field: string) {
  return Object.fromEntries(Object.entries(row ?? {}).filter(([key]) => key !== field));
}

const [admin] = seedUsers();
const log = { id: 1, userId: 1, startedAt: '2025-01-01T00:00:00.000Z', endedAt: null };

const userCases: [string, unknown[]][] = [
  ['null, a number and a string', [null, 1, 'x']],
  ['a wrong-typed field', [{ ...admin, passwordHash: 42 }]],
  ['a missing field', [without(admin, 'email')]],
  [
    'an unsalted SHA-256 digest',
    [
      {
        ...admin,
        passwordHash: '7b3da40304f8974593a7776036fb77b288dcf89a87c88c36acdcc5f06a349069',
      },
    ],
  ],
];
const sessionCases: [string, unknown[]][] = [
  ['null, a number and a string', [null, 1, 'x']],
  ['a wrong-typed field', [{ ...log, userId: '1' }]],
  ['a missing field', [without(log, 'startedAt')]],
];

const login = () =>
  fetch(`http://localhost:3000${currentConfig().apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });

const spyWarn = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('damaged demo auth storage', () => {
  it.each(userCases)('users with %s: reseeded, rewritten, one warning', async (_, data) => {
    const warn = spyWarn();
    await storeRows(users, data);
    expect(await users.all()).toEqual(seedUsers());
    expect(await readDemoRows('auth-users')).toEqual(seedUsers());
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Demo data "auth-users" was damaged and has been restored');
  });

  it.each(sessionCases)(
    'session logs with %s: reseeded, rewritten, one warning',
    async (_, data) => {
      const warn = spyWarn();
      await storeRows(sessionLogs, data);
      expect(await sessionLogs.all()).toEqual([]);
      expect(await readDemoRows('auth-sessions')).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn).toHaveBeenCalledWith(
        'Demo data "auth-sessions" was damaged and has been restored',
      );
    },
  );

  it('keeps valid stored users and session logs as stored', async () => {
    const warn = spyWarn();
    const renamed = seedUsers().map((user) => ({
      ...user,
      fullName: `${user.fullName} (editado)`,
    }));
    await storeRows(users, renamed);
    await storeRows(sessionLogs, [log]);
    expect(await users.all()).toEqual(renamed);
    expect(await sessionLogs.all()).toEqual([log]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(userCases)('signs the administrator in over users with %s', async (_, data) => {
    const warn = spyWarn();
    await storeRows(users, data);
    const response = await login();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userData: { email: 'admin@demo.com' } });
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each(sessionCases)('signs the administrator in over session logs with %s', async (_, data) => {
    const warn = spyWarn();
    await storeRows(sessionLogs, data);
    const response = await login();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ logUsuarioSessaoID: '1' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
