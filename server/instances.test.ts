import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tokensSchema, type SessionPayload } from '../src/contract/auth';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoUsers } from './seed';
import { openStore } from './store';
import { ADMIN, TEST_COST, TEST_SECRET } from './test/harness';
import { createTestDatabase, describePostgres } from './test/postgres';

/**
 * Two instances of the API, each its own process state and pool, on one PostgreSQL
 * database, spoken to over real HTTP as a load balancer would send a user's calls.
 */
describePostgres('two API instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: { url: string; close(): Promise<unknown> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      API_JWT_SECRET: TEST_SECRET,
      API_DATABASE_URL: database.url,
      API_LOG_LEVEL: 'silent',
    });
    for (let index = 0; index < 2; index += 1) {
      const { repository } = await openStore(config);
      if (index === 0) await seedDemoUsers(repository, TEST_COST);
      const app = await buildApp({ config, repository, passwordCost: TEST_COST });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      instances.push({ url: `http://127.0.0.1:${port}`, close: () => app.close() });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
  });

  const on = (index: number) => {
    // Read at call time: the instances start in `beforeAll`.
    const base = () => instances[index]?.url ?? '';
    const post = (path: string, body?: unknown, token?: string) =>
      fetch(`${base()}${path}`, {
        method: 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    return {
      login: (credentials: { email: string; password: string }) => post('/login', credentials),
      refresh: (refreshToken: string) => post('/jwt/refresh-token', { refreshToken }),
      logout: (token: string) => post('/logout', undefined, token),
      me: (token: string) =>
        fetch(`${base()}/me`, { headers: { authorization: `Bearer ${token}` } }),
    };
  };
  const [a, b] = [on(0), on(1)];

  it('signs in on A, renews on B, is known on A, signs out on B, and is then refused on A', async () => {
    const signIn = await a.login(ADMIN);
    expect(signIn.status).toBe(200);
    const session = (await signIn.json()) as SessionPayload;

    const renewedAnswer = await b.refresh(session.refreshToken);
    expect(renewedAnswer.status).toBe(200);
    const renewed = tokensSchema.parse(await renewedAnswer.json());
    const me = await a.me(renewed.accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email });

    expect((await b.logout(renewed.accessToken)).status).toBe(200);
    expect((await a.me(renewed.accessToken)).status).toBe(401);
    expect((await a.refresh(renewed.refreshToken)).status).toBe(401);
  });

  it('answers two instances renewing one refresh token at once with one successor', async () => {
    const session = (await (await a.login(ADMIN)).json()) as SessionPayload;
    const answers = await Promise.all([
      a.refresh(session.refreshToken),
      b.refresh(session.refreshToken),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [one, two] = await Promise.all(
      answers.map(async (answer) => tokensSchema.parse(await answer.json())),
    );
    expect(one?.refreshToken).toBe(two?.refreshToken);
    expect((await b.me(one?.accessToken ?? '')).status).toBe(200);
    expect((await a.me(two?.accessToken ?? '')).status).toBe(200);
  });

  it('counts wrong passwords on one account across both instances', async () => {
    const wrong = { email: 'client@demo.com', password: 'errada' };
    for (const instance of [a, b, a, b, a]) {
      expect((await instance.login(wrong)).status).toBe(400);
    }
    // The sixth attempt, even with the right password, is refused on either instance.
    for (const instance of [b, a]) {
      const limited = await instance.login({ ...wrong, password: 'client' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The other account is not affected.
    expect((await b.login(ADMIN)).status).toBe(200);
  });
});
