import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentConfig } from '@/lib/config';
import { demoApi } from '@/lib/demo/api';
import { issueTokens, signToken } from '@/lib/demo/tokens';
import { server } from '@/mocks/node';
import {
  DEMO_PASSWORDS,
  hashPassword,
  PASSWORD_HASH_FORMAT,
  seedUsers,
  verifyPassword,
} from './data';
import { sessionLogs, users } from './store';

const base = `http://localhost:3000${currentConfig().apiUrl}`;
const post = (endpoint: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('demo auth API', () => {
  it('stores the demo passwords as salted PBKDF2 digests of admin and client', async () => {
    for (const user of seedUsers()) {
      expect(user.passwordHash).toMatch(PASSWORD_HASH_FORMAT);
      expect(await verifyPassword(DEMO_PASSWORDS[user.email] ?? '', user.passwordHash)).toBe(true);
      expect(await verifyPassword('wrong', user.passwordHash)).toBe(false);
    }
    const [admin, client] = seedUsers();
    expect(admin?.passwordHash.split('$')[2]).not.toBe(client?.passwordHash.split('$')[2]);
  });

  it('salts every new digest, and refuses malformed ones', async () => {
    const [one, two] = [await hashPassword('senha'), await hashPassword('senha')];
    expect(one).not.toBe(two);
    expect(await verifyPassword('senha', one)).toBe(true);
    expect(await verifyPassword('senha', two)).toBe(true);
    expect(await verifyPassword('senha', one.replace(/.$/, one.endsWith('A') ? 'B' : 'A'))).toBe(
      false,
    );
    for (const junk of [
      '',
      'x',
      '7b3da40304f8974593a7776036fb77b288dcf89a87c88c36acdcc5f06a349069',
    ]) {
      expect(await verifyPassword('admin', junk)).toBe(false);
    }
  });

  it('signs the administrator in with userData, tokens and a session log id', async () => {
    const response = await post('/login', { email: 'admin@demo.com', password: 'admin' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      userData: {
        id: 1,
        email: 'admin@demo.com',
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
      },
      logUsuarioSessaoID: '1',
    });
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect(String(body.accessToken).split('.')).toHaveLength(3);
    expect(await sessionLogs.all()).toHaveLength(1);
  });

  it('gives the client its two abilities', async () => {
    const response = await post('/login', { email: 'CLIENT@demo.com ', password: 'client' });
    const body = (await response.json()) as { userData: { ability: unknown } };
    expect(body.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['an unknown e-mail', { email: 'ninguem@demo.com', password: 'admin' }],
  ])('refuses %s with the error on email', async (_, credentials) => {
    const response = await post('/login', credentials);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it('answers a malformed body with "Something went wrong"', async () => {
    const response = await post('/login', '{not json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Something went wrong' });
  });

  it('registers a new administrator and refuses a used e-mail or username', async () => {
    const created = await post('/jwt/register', {
      username: 'marina.costa',
      email: 'marina@exemplo.com.br',
      password: 'segredo1',
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      userData: {
        id: 3,
        username: 'marina.costa',
        ability: [{ action: 'manage', subject: 'all' }],
      },
    });
    expect(await users.all()).toHaveLength(3);

    const both = await post('/jwt/register', {
      username: 'Helena.Duarte',
      email: 'admin@demo.com',
      password: 'x12345',
    });
    expect(both.status).toBe(200);
    expect(await both.json()).toEqual({
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    });

    const signIn = await post('/login', { email: 'marina@exemplo.com.br', password: 'segredo1' });
    expect(signIn.status).toBe(200);
  });

  it('renews both tokens for a valid refresh token, and refuses others', async () => {
    const { refreshToken, accessToken } = await issueTokens(1);
    const renewed = await post('/jwt/refresh-token', { refreshToken });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toEqual({
      accessToken: expect.any(String) as string,
      refreshToken: expect.any(String) as string,
    });

    const expired = await signToken(1, 'refresh', -10);
    for (const token of ['garbage', accessToken, expired]) {
      const refused = await post('/jwt/refresh-token', { refreshToken: token });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: 'Invalid refresh token' });
    }
  });

  it('ends the session log on logout', async () => {
    const login = await post('/login', { email: 'admin@demo.com', password: 'admin' });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const response = await post('/logout', {}, { Authorization: `Bearer ${accessToken}` });
    expect(response.status).toBe(200);
    expect((await sessionLogs.all())[0]?.endedAt).toEqual(expect.any(String));
  });

  it('protects every other demo call with a valid bearer token', async () => {
    server.use(
      demoApi('Auth').get('/api/protected-sample', () => HttpResponse.json({ secret: 42 })),
    );
    const url = 'http://localhost:3000/api/protected-sample';
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: 'Bearer garbage' } })).status).toBe(401);
    const expired = await signToken(1, 'access', -1);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${expired}` } })).status).toBe(
      401,
    );
    const { refreshToken } = await issueTokens(1);
    expect(
      (await fetch(url, { headers: { Authorization: `Bearer ${refreshToken}` } })).status,
    ).toBe(401);
    const { accessToken } = await issueTokens(1);
    const ok = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ secret: 42 });
  });
});
