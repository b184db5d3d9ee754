import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionPayloadSchema } from '../src/contract/auth';
import { seedUsers } from '../src/features/auth/demo/data';
import { ADMIN, CLIENT, startTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.app.close());

const invalid = { error: { email: ['Email or Password is Invalid'] } };

describe('POST /login', () => {
  it('opens a session with the demo user data, tokens and the session log id', async () => {
    const response = await api.post('/login', { email: ' Admin@Demo.com ', password: 'admin' });
    expect(response.statusCode).toBe(200);
    const session = sessionPayloadSchema.parse(response.json());
    const { passwordHash: _digest, ...demoAdmin } = seedUsers()[0]!;
    expect(session.userData).toEqual(demoAdmin);
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(session.logUsuarioSessaoID).toMatch(/^\d+$/);
    expect(response.body).not.toContain('passwordHash');
  });

  it('gives the client its two abilities, as the demo does', async () => {
    const session = await api.login(CLIENT);
    expect(session.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it('logs the session: user, start, address, user agent, still open', async () => {
    const before = Date.now();
    const session = await api.login();
    const row = api.sessionRow(session.logUsuarioSessaoID);
    expect(row).toMatchObject({
      user_id: 1,
      ip: '127.0.0.1',
      user_agent: 'vitest-agent',
      ended_at: null,
      end_reason: null,
    });
    expect(Date.parse(String(row?.started_at))).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'nope' }],
    ['an unknown e-mail', { email: 'ninguem@demo.com', password: 'admin' }],
  ])('refuses %s with the same 400 on email', async (_, credentials) => {
    const response = await api.post('/login', credentials);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
  });

  it('answers a malformed body with 400 and the fields at fault, never a stack', async () => {
    const missing = await api.post('/login', { email: 'admin@demo.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { password: [expect.any(String)] } });

    const wrongType = await api.post('/login', { email: 42, password: '' });
    const body = wrongType.json<{ error: Record<string, string[]> }>();
    expect(Object.keys(body.error).sort()).toEqual(['email', 'password']);

    const notJson = await api.post('/login', '{not json', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: expect.any(String) as string });

    const form = await api.post('/login', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);

    for (const response of [missing, wrongType, notJson, form]) {
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|stack|node_modules/i);
    }
  });
});

describe('POST /jwt/register', () => {
  const marina = { username: 'marina.costa', email: 'marina@exemplo.com.br', password: 'segredo1' };

  it('creates an administrator with a session, who can then sign in', async () => {
    const response = await api.post('/jwt/register', marina);
    expect(response.statusCode).toBe(200);
    expect(sessionPayloadSchema.parse(response.json()).userData).toMatchObject({
      id: 3,
      username: 'marina.costa',
      fullName: 'marina.costa',
      email: 'marina@exemplo.com.br',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    await expect(
      api.login({ email: marina.email, password: marina.password }),
    ).resolves.toBeTruthy();
  });

  it('answers 200 with the fields already in use, compared without case', async () => {
    const both = await api.post('/jwt/register', {
      username: 'Helena.Duarte',
      email: 'ADMIN@demo.com',
      password: 'x12345',
    });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    });
    const email = await api.post('/jwt/register', { ...marina, email: 'client@demo.com' });
    expect(email.json()).toEqual({ error: { email: 'This email is already in use.' } });
  });

  it('refuses a malformed body with 400', async () => {
    const response = await api.post('/jwt/register', { username: '  ', email: 'a@b.c' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: object }>().error).sort()).toEqual([
      'password',
      'username',
    ]);
  });
});

describe('stored passwords', () => {
  it('keeps only salted scrypt hashes, never the password', async () => {
    await api.post('/jwt/register', { username: 'ana', email: 'ana@x.com', password: 'segredo1' });
    const rows = api.db.prepare('SELECT email, password_hash FROM users').all() as {
      email: string;
      password_hash: string;
    }[];
    expect(rows).toHaveLength(3);
    const hashes = rows.map((row) => row.password_hash);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]{22}\$[\w-]{43}$/);
      for (const password of ['admin', 'client', 'segredo1']) expect(hash).not.toContain(password);
    }
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(3);
    const everything = JSON.stringify(api.db.prepare('SELECT * FROM users').all());
    expect(everything).not.toContain('segredo1');
  });
});
