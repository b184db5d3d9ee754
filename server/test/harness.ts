import { Writable } from 'node:stream';
import type { SessionPayload } from '../../src/contract/auth';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import type { ScryptCost } from '../passwords';
import { seedDemoUsers } from '../seed';
import { createSqliteRepository } from '../sqlite-repository';

/** Cheap enough for dozens of logins a test file; the format is the production one. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0001';
export const DASHBOARD = 'http://127.0.0.1:4173';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };
export const CLIENT = { email: 'client@demo.com', password: 'client' };

/**
 * A reference API on an in-memory database with the demo accounts, its log lines kept.
 * `env` takes the same variables as `npm run api`.
 */
export async function startTestApi(env: Record<string, string> = {}, cost = TEST_COST) {
  const config = loadConfig({ API_JWT_SECRET: TEST_SECRET, ...env });
  const db = openDatabase(':memory:');
  const repository = createSqliteRepository(db);
  await seedDemoUsers(repository, cost);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  // The service's clock, moved by `advance` (the JWTs keep the real one).
  let offset = 0;
  const now = () => Date.now() + offset;
  const app = await buildApp({ config, repository, logStream, passwordCost: cost, now });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function login(credentials = ADMIN): Promise<SessionPayload> {
    const response = await post('/login', credentials, { 'user-agent': 'vitest-agent' });
    if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
    return response.json<SessionPayload>();
  }

  return {
    app,
    db,
    config,
    logs,
    advance: (ms: number) => {
      offset += ms;
    },
    post,
    bearer,
    login,
    me: (token: string) => app.inject({ method: 'GET', url: '/me', headers: bearer(token) }),
    refresh: (refreshToken: string) => post('/jwt/refresh-token', { refreshToken }),
    logout: (token: string) => post('/logout', undefined, bearer(token)),
    /** The refresh tokens of a session: one a sign-in, then one a rotation. */
    tokenRows: (id: string) =>
      db
        .prepare('SELECT used_at, revoked_at FROM refresh_tokens WHERE session_id = ? ORDER BY id')
        .all(Number(id)) as { used_at: string | null; revoked_at: string | null }[],
    sessionRow: (id: string) =>
      db.prepare('SELECT * FROM session_logs WHERE id = ?').get(Number(id)) as
        Record<string, unknown> | undefined,
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
