import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_REQUEST_HEADERS } from '../src/contract/http';
import { ADMIN, DASHBOARD, startTestApi, type TestApi } from './test/harness';

let api: TestApi | undefined;
afterEach(() => api?.app.close());

const attempt = (target: TestApi, email: string, remoteAddress = '10.0.0.1') =>
  target.app.inject({
    method: 'POST',
    url: '/login',
    payload: { email, password: 'wrong' },
    remoteAddress,
  });

describe('sign-in limits', () => {
  it('answers 429 with Retry-After past the attempts allowed per address', async () => {
    api = await startTestApi({ API_LOGIN_MAX_PER_IP: '3', API_LOGIN_WINDOW: '30' });
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(api, `user${index}@x.com`)).statusCode).toBe(400);
    }
    const limited = await attempt(api, 'user9@x.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/Too many attempts/) as string });
    // Another address is not affected.
    expect((await attempt(api, 'user9@x.com', '10.0.0.2')).statusCode).toBe(400);
  });

  it('allows attempts again once the window has passed', async () => {
    api = await startTestApi({ API_LOGIN_MAX_PER_ACCOUNT: '1', API_LOGIN_WINDOW: '60' });
    expect((await attempt(api, 'admin@demo.com')).statusCode).toBe(400);
    const limited = await attempt(api, 'admin@demo.com', '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    // Seconds left in the window (the real clock runs on between two calls, the test's too).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    api.advance(30_000);
    expect(
      Number((await attempt(api, 'admin@demo.com')).headers['retry-after']),
    ).toBeLessThanOrEqual(30);
    api.advance(30_000);
    expect((await attempt(api, 'admin@demo.com')).statusCode).toBe(400);
  });

  it('limits the attempts on one account from any address, even the right password', async () => {
    api = await startTestApi({ API_LOGIN_MAX_PER_ACCOUNT: '2' });
    await attempt(api, 'admin@demo.com', '10.0.0.1');
    await attempt(api, 'ADMIN@demo.com ', '10.0.0.2');
    const limited = await api.app.inject({
      method: 'POST',
      url: '/login',
      payload: ADMIN,
      remoteAddress: '10.0.0.3',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt(api, 'client@demo.com', '10.0.0.3')).statusCode).toBe(400);
  });
});

describe('CORS', () => {
  const preflight = (target: TestApi, origin: string) =>
    target.app.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': CLIENT_REQUEST_HEADERS.join(',').toLowerCase(),
      },
    });

  it('answers a dashboard origin, allowing every header the client sends', async () => {
    api = await startTestApi({ API_CORS_ORIGINS: `${DASHBOARD}, https://painel.example.com/` });
    const response = await preflight(api, 'https://painel.example.com');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://painel.example.com');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of CLIENT_REQUEST_HEADERS) expect(allowed).toContain(header.toLowerCase());

    const login = await api.post('/login', ADMIN, { origin: DASHBOARD });
    expect(login.headers['access-control-allow-origin']).toBe(DASHBOARD);
  });

  it('does not answer another origin', async () => {
    api = await startTestApi();
    const response = await preflight(api, 'https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const login = await api.post('/login', ADMIN, { origin: 'https://evil.example.com' });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('answers and logs', () => {
  it('sends security headers and forbids caching', async () => {
    api = await startTestApi();
    const response = await api.post('/login', ADMIN);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('refuses a body over the limit, an unknown route and a failure without details', async () => {
    api = await startTestApi({ API_BODY_LIMIT: '1024' });
    api.app.get('/boom', () => {
      throw new Error('internal detail at /srv/secret.ts:12');
    });
    const large = await api.post('/login', { email: 'a@b.c', password: 'x'.repeat(2000) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'Request body too large' });

    const missing = await api.app.inject({ method: 'GET', url: '/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });

    const failed = await api.app.inject({ method: 'GET', url: '/boom' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'Internal server error' });
  });

  it('never logs a password or a token', async () => {
    api = await startTestApi({ API_LOG_LEVEL: 'trace' });
    const session = await api.login();
    await api.post('/login', { email: ADMIN.email, password: 'not-the-password' });
    const renewed = await api.refresh(session.refreshToken);
    const { refreshToken, accessToken } = renewed.json<Record<string, string>>();
    await api.me(accessToken ?? '');
    await api.app.inject({ method: 'GET', url: '/boom-not-found', headers: api.bearer('x') });
    const log = api.logs.join('\n');
    expect(log).toContain('session opened');
    for (const secret of [
      'admin"',
      'not-the-password',
      session.accessToken,
      session.refreshToken,
      refreshToken,
      accessToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
