import { http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@/contract/auth';
import { currentConfig } from '@/lib/config';
import { demoApi, setCallerLookup } from '@/lib/demo/api';
import { issueTokens } from '@/lib/demo/tokens';
import { writeJson } from '@/lib/storage';
import { users } from '@/features/auth/demo/store';
import { forgetRemoteCallers, installCallers, remoteAccount } from './callers';
import { demoFeatures } from './features';
import { server } from './node';

/**
 * The demo API decides who may make a call, as a real API does: from the bearer token and
 * its own accounts, whatever the browser's `userData` says (SPEC §6; issue 17 §1).
 */
const origin = 'http://localhost:3000';

const isHttp = (handler: RequestHandler): handler is HttpHandler => handler instanceof HttpHandler;

/** Every protected call of every feature: method and a path to call it on. */
async function protectedCalls() {
  const calls: { feature: string; method: string; path: string }[] = [];
  for (const feature of demoFeatures.filter((candidate) => candidate.name !== 'auth')) {
    for (const handler of (await feature.load()).filter(isHttp)) {
      const path = String(handler.info.path).replace(/:(\w+)/g, '1');
      calls.push({ feature: feature.name, method: String(handler.info.method), path });
    }
  }
  return calls;
}

async function tokenFor(ability: { action: string; subject: string }[]) {
  const [admin] = await users.all();
  if (!admin) throw new Error('no seed user');
  const { id } = await users.insert((next) => ({
    ...admin,
    id: next,
    email: `u${next}@demo.com`,
    username: `u${next}`,
    ability,
  }));
  return (await issueTokens(id)).accessToken;
}

function call({ method, path }: { method: string; path: string }, token?: string) {
  const withBody = method !== 'GET';
  return fetch(`${origin}${path}${withBody ? '' : '?id=1&folder=inbox'}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    ...(withBody ? { body: '{}' } : {}),
  });
}

afterEach(() => {
  installCallers();
  forgetRemoteCallers();
});

describe('demo API permissions', () => {
  it('lists calls for every feature but auth', async () => {
    const calls = await protectedCalls();
    expect(new Set(calls.map((entry) => entry.feature))).toEqual(
      new Set(demoFeatures.map((feature) => feature.name).filter((name) => name !== 'auth')),
    );
    expect(calls.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 without a token, and 403 to a user allowed nothing of the call', async () => {
    const outsider = await tokenFor([{ action: 'read', subject: 'ACL' }]);
    for (const entry of await protectedCalls()) {
      expect([entry.path, (await call(entry)).status]).toEqual([entry.path, 401]);
      // A file means something once a row names it: anyone signed in may send or read one
      // (a bad body, an unknown file), as the rows that name them stay guarded.
      const expected = entry.feature === 'files' ? (entry.method === 'GET' ? 404 : 400) : 403;
      expect([entry.path, (await call(entry, outsider)).status]).toEqual([entry.path, expected]);
    }
  });

  it('refuses the client every email call, whatever its stored userData claims', async () => {
    const [, client] = await users.all();
    if (!client) throw new Error('no client');
    // What a person can edit in the browser: the API never reads it.
    writeJson('userData', { ...client, ability: [{ action: 'manage', subject: 'all' }] });
    const { accessToken } = await issueTokens(client.id);
    const email = (await protectedCalls()).filter((entry) => entry.feature === 'email');
    expect(email.length).toBe(7);
    for (const entry of email) {
      expect([entry.path, (await call(entry, accessToken)).status]).toEqual([entry.path, 403]);
    }
  });

  it('lets a reader read but not change, and the administrator do both', async () => {
    const reader = await tokenFor([{ action: 'read', subject: 'Email' }]);
    const { accessToken: admin } = await issueTokens(1);
    const list = { method: 'GET', path: '/apps/email/emails' };
    const move = { method: 'POST', path: '/apps/email/update-emails' };
    expect((await call(list, reader)).status).toBe(200);
    expect((await call(move, reader)).status).toBe(403);
    expect((await call(list, admin)).status).toBe(200);
    // Allowed, then refused for its empty body: the permission came first.
    expect((await call(move, admin)).status).toBe(400);
  });

  it('lists in search only the pages the caller may open', async () => {
    const [, client] = await users.all();
    const { accessToken } = await issueTokens(client?.id ?? 2);
    const response = await call({ method: 'GET', path: '/api/main-search/data' }, accessToken);
    const body = (await response.json()) as { searchArr: { data: { link: string }[] }[] };
    const links = body.searchArr[0]?.data.map((page) => page.link) ?? [];
    expect(links).toContain('/access-control');
    expect(links).not.toContain('/apps/email');
  });

  it('answers 401 to the token of an account that no longer exists', async () => {
    const token = await tokenFor([{ action: 'manage', subject: 'all' }]);
    const gone = (await users.all()).at(-1);
    if (!gone) throw new Error('no user');
    await users.remove(gone.id);
    expect((await call({ method: 'GET', path: '/apps/email/emails' }, token)).status).toBe(401);
  });
});

describe('demo API behind a remote sign-in', () => {
  const me = `${origin}${currentConfig().apiUrl}${AUTH_ENDPOINTS.me}`;
  const probe = demoApi('Email').get('/api/probe', () => HttpResponse.json({ ok: true }));

  it('asks the remote API who the token is, and obeys its ability', async () => {
    let asked = 0;
    server.use(
      probe,
      http.get(me, ({ request }) => {
        asked += 1;
        const token = request.headers.get('Authorization');
        if (token !== 'Bearer remote-a' && token !== 'Bearer remote-b') {
          return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
        }
        const ability =
          token === 'Bearer remote-a'
            ? [{ action: 'read', subject: 'Email' }]
            : [{ action: 'read', subject: 'Auth' }];
        return HttpResponse.json({
          id: 9,
          fullName: 'Remota',
          username: 'remota',
          email: 'r@x.com',
          role: 'x',
          ability,
        });
      }),
    );
    setCallerLookup(remoteAccount);
    const get = (token: string) =>
      fetch(`${origin}/api/probe`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await get('remote-a')).status).toBe(200);
    expect((await get('remote-a')).status).toBe(200);
    expect((await get('remote-b')).status).toBe(403);
    expect((await get('forged')).status).toBe(401);
    // The first answer about a token is remembered for a while.
    expect(asked).toBe(3);
  });

  it('answers 503 when the remote API cannot say, and asks again next time', async () => {
    let up = false;
    server.use(
      probe,
      http.get(me, () =>
        up
          ? HttpResponse.json({
              id: 1,
              fullName: 'A',
              username: 'a',
              email: 'a@x.com',
              role: 'admin',
              ability: [{ action: 'manage', subject: 'all' }],
            })
          : HttpResponse.json({}, { status: 502 }),
      ),
    );
    setCallerLookup(remoteAccount);
    const get = () => fetch(`${origin}/api/probe`, { headers: { Authorization: 'Bearer t' } });
    expect((await get()).status).toBe(503);
    up = true;
    expect((await get()).status).toBe(200);
  });
});
