import { describe, expect, it } from 'vitest';
import { buildAbility } from '@/lib/ability';
import { readStoredSession, storageKeys, writeStoredSession, type SessionPayload } from './session';
import { seedUsers, type DemoUser } from './demo/data';
import { useSessionStore } from './session-store';

// The seeded administrator, as the login answer carries it.
const { passwordHash: _hidden, ...admin } = seedUsers()[0] as DemoUser;
const session: SessionPayload = {
  userData: admin,
  accessToken: 'aaa.bbb.ccc',
  refreshToken: 'ddd.eee.fff',
  logUsuarioSessaoID: '7',
};

const keys = Object.values(storageKeys);
const stored = () => keys.map((key) => window.localStorage.getItem(key));

describe('stored session', () => {
  it('writes the four keys, tokens as raw strings, and reads them back', () => {
    writeStoredSession(session);
    expect(window.localStorage.getItem('accessToken')).toBe('aaa.bbb.ccc');
    expect(window.localStorage.getItem('refreshToken')).toBe('ddd.eee.fff');
    expect(window.localStorage.getItem('logUsuarioSessaoID')).toBe('7');
    expect(JSON.parse(window.localStorage.getItem('userData') ?? '')).toEqual(session.userData);
    expect(readStoredSession()).toEqual(session);
  });

  it.each([
    ['userData is not JSON', 'userData', '{broken'],
    ['userData has the wrong shape', 'userData', JSON.stringify({ id: 1, name: 'x' })],
    ['userData is a string', 'userData', '"admin"'],
    [
      'the ability is not a list',
      'userData',
      JSON.stringify({ ...session.userData, ability: 'all' }),
    ],
    ['the access token is quoted', 'accessToken', '"aaa.bbb.ccc"'],
    ['the access token has spaces', 'accessToken', 'aaa bbb'],
    ['the refresh token is empty', 'refreshToken', ''],
    ['the session id is an object', 'logUsuarioSessaoID', '{"id":7}'],
  ])('signs out cleanly when %s', (_, key, value) => {
    writeStoredSession(session);
    window.localStorage.setItem(key, value);
    expect(readStoredSession()).toBeNull();
    expect(stored()).toEqual([null, null, null, null]);
  });

  it.each(keys)('signs out cleanly when %s is missing', (key) => {
    writeStoredSession(session);
    window.localStorage.removeItem(key);
    expect(readStoredSession()).toBeNull();
    expect(stored()).toEqual([null, null, null, null]);
  });

  it('leaves a half-written session alone when asked not to repair', () => {
    window.localStorage.setItem('userData', JSON.stringify(session.userData));
    expect(readStoredSession({ repair: false })).toBeNull();
    expect(window.localStorage.getItem('userData')).not.toBeNull();
  });

  it('restores a session into the store and clears it with a reason', () => {
    writeStoredSession(session);
    useSessionStore.getState().restore();
    expect(useSessionStore.getState().user?.fullName).toBe('Helena Duarte');
    useSessionStore.getState().clear('expired');
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      accessToken: null,
      endedBecause: 'expired',
    });
    expect(stored()).toEqual([null, null, null, null]);
  });
});

describe('ability', () => {
  it('is built from userData.ability', () => {
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    expect(client.can('read', 'ACL')).toBe(true);
    expect(client.can('read', 'Email')).toBe(false);
    expect(buildAbility([{ action: 'manage', subject: 'all' }]).can('delete', 'Permission')).toBe(
      true,
    );
  });

  it('defaults to reading the auth pages when there is none', () => {
    for (const rules of [null, undefined, []]) {
      const ability = buildAbility(rules);
      expect(ability.can('read', 'Auth')).toBe(true);
      expect(ability.can('read', 'ACL')).toBe(false);
    }
  });
});
