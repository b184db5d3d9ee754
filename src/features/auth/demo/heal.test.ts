import { describe, expect, it, vi } from 'vitest';
import { currentConfig } from '@/lib/config';
import { DEMO_DB_PREFIX, DEMO_DB_VERSION } from '@/lib/demo/db';
import { seedUsers } from './data';
import { sessionLogs, users } from './store';

/**
 * Damaged demo storage never locks anyone out: a collection whose rows are of the wrong
 * shape is reseeded with one warning, and the demo accounts sign in again.
 */
const VERSION = `${DEMO_DB_VERSION}.1`;
const USERS_VERSION = `${DEMO_DB_VERSION}.2`;

/** A visitor whose storage holds these rows: the collection forgets its memory and reads them. */
function storeRows(collection: typeof users | typeof sessionLogs, data: unknown) {
  collection.reset();
  window.localStorage.setItem(
    `${DEMO_DB_PREFIX}${collection.name}`,
    JSON.stringify({ version: collection === users ? USERS_VERSION : VERSION, data }),
  );
}
const stored = (name: string): unknown =>
  JSON.parse(window.localStorage.getItem(`${DEMO_DB_PREFIX}${name}`) ?? 'null');

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
  it.each(userCases)('users with %s: reseeded, rewritten, one warning', (_, data) => {
    const warn = spyWarn();
    storeRows(users, data);
    expect(users.all()).toEqual(seedUsers());
    expect(stored('auth-users')).toEqual({ version: USERS_VERSION, data: seedUsers() });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Demo data "auth-users" was damaged and has been restored');
  });

  it.each(sessionCases)('session logs with %s: reseeded, rewritten, one warning', (_, data) => {
    const warn = spyWarn();
    storeRows(sessionLogs, data);
    expect(sessionLogs.all()).toEqual([]);
    expect(stored('auth-sessions')).toEqual({ version: VERSION, data: [] });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'Demo data "auth-sessions" was damaged and has been restored',
    );
  });

  it('keeps valid stored users and session logs as stored', () => {
    const warn = spyWarn();
    const renamed = seedUsers().map((user) => ({
      ...user,
      fullName: `${user.fullName} (editado)`,
    }));
    storeRows(users, renamed);
    storeRows(sessionLogs, [log]);
    expect(users.all()).toEqual(renamed);
    expect(sessionLogs.all()).toEqual([log]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(userCases)('signs the administrator in over users with %s', async (_, data) => {
    const warn = spyWarn();
    storeRows(users, data);
    const response = await login();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userData: { email: 'admin@demo.com' } });
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each(sessionCases)('signs the administrator in over session logs with %s', async (_, data) => {
    const warn = spyWarn();
    storeRows(sessionLogs, data);
    const response = await login();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ logUsuarioSessaoID: '1' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
