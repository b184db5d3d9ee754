import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CLIENT_REQUEST_HEADERS } from '@/contract/http';
import { server } from '@/mocks/node';
import { ApiError, DemoUnavailableError } from './api-error';
import { signToken } from './demo/tokens';
import { connectAuth, connectDemo, http, TIME_HEADER, type AuthBridge } from './http';

const ok = z.object({ ok: z.boolean() });

function bridge(overrides: Partial<AuthBridge> = {}) {
  let token: string | null = 'old-token';
  const value = {
    getAccessToken: () => token,
    refresh: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = 'new-token';
      return true;
    }),
    onSessionExpired: vi.fn(),
    onForbidden: vi.fn(),
    ...overrides,
  };
  connectAuth(value);
  return value;
}

afterEach(() => connectAuth(null));

describe('http client', () => {
  it('sends the no-cache and time-stamp headers on every request, and the bearer token', async () => {
    bridge();
    const seen: Headers[] = [];
    server.use(
      mock.all('/api/echo', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ ok: true });
      }),
    );
    const before = Date.now();
    await http.demo.get('/api/echo', { schema: ok });
    await http.demo.post('/api/echo', { schema: ok, json: { a: 1 } });
    expect(seen).toHaveLength(2);
    for (const headers of seen) {
      expect(headers.get('Cache-Control')).toBe('no-cache');
      expect(headers.get('Pragma')).toBe('no-cache');
      expect(headers.get('Expires')).toBe('0');
      expect(Number(headers.get(TIME_HEADER))).toBeGreaterThanOrEqual(before);
      expect(headers.get('Authorization')).toBe('Bearer old-token');
      // A cross-origin API allows exactly these in its CORS answer (the reference server does).
      const allowed = CLIENT_REQUEST_HEADERS.map((name) => name.toLowerCase());
      expect([...headers.keys()].filter((name) => !allowed.includes(name))).toEqual([]);
    }
  });

  it('sends no Authorization header when signed out', async () => {
    let auth: string | null = 'unset';
    server.use(
      mock.get('/api/echo', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.demo.get('/api/echo', { schema: ok });
    expect(auth).toBeNull();
  });

  it('adds search params, skipping empty ones', async () => {
    let url = '';
    server.use(
      mock.get('/api/echo', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.demo.get('api/echo', {
      schema: ok,
      searchParams: { q: 'ana', page: 2, empty: '', tag: ['a', 'b'] },
    });
    expect(new URL(url).search).toBe('?q=ana&page=2&tag=a&tag=b');
  });

  it('refreshes once for five calls answered 401, then retries each', async () => {
    const auth = bridge();
    server.use(
      mock.get('/api/data', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ error: 'expired' }, { status: 401 }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () => http.demo.get('/api/data', { schema: ok })),
    );
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.onSessionExpired).not.toHaveBeenCalled();
  });

  it('renews a JWT past its lifetime before the call, so no 401 is needed', async () => {
    let token = await signToken(1, 'access', -60);
    const auth = bridge({
      getAccessToken: () => token,
      refresh: vi.fn(() => {
        token = 'new';
        return Promise.resolve(true);
      }),
    });
    const seen: (string | null)[] = [];
    server.use(
      mock.get('/api/data', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(http.demo.get('/api/data', { schema: ok })).resolves.toEqual({ ok: true });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer new']);
  });

  it('ends the session exactly once when the refresh fails', async () => {
    const auth = bridge({ refresh: vi.fn(() => Promise.resolve(false)) });
    server.use(mock.get('/api/data', () => HttpResponse.json({}, { status: 401 })));
    const calls = Array.from({ length: 5 }, () =>
      http.demo.get('/api/data', { schema: ok }).catch((error: unknown) => error),
    );
    const errors = await Promise.all(calls);
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('session-expired');
    }
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shows not-authorized on a 403 and does not sign out', async () => {
    const auth = bridge();
    server.use(mock.get('/api/secret', () => HttpResponse.json({}, { status: 403 })));
    await expect(http.demo.get('/api/secret', { schema: ok })).rejects.toMatchObject({
      status: 403,
    });
    expect(auth.onForbidden).toHaveBeenCalledTimes(1);
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.onSessionExpired).not.toHaveBeenCalled();
  });

  it('passes a 400 of a call that opted out of the refresh straight to the caller', async () => {
    const auth = bridge();
    server.use(
      mock.post('/api/login', () =>
        HttpResponse.json({ error: { email: ['Email or Password is Invalid'] } }, { status: 400 }),
      ),
    );
    const error = await http.remote
      .post('/login', { schema: ok, json: {}, authRetry: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      body: { error: { email: ['Email or Password is Invalid'] } },
    });
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it('turns a network failure and a malformed answer into ApiErrors', async () => {
    server.use(
      mock.get('/api/down', () => HttpResponse.error()),
      mock.get('/api/odd', () => HttpResponse.json({ ok: 'yes' })),
    );
    await expect(http.demo.get('/api/down', { schema: ok })).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(http.demo.get('/api/odd', { schema: ok })).rejects.toMatchObject({
      kind: 'parse',
    });
  });

  it('tells a demo layer that could not load apart from an unreachable server, and cuts a hang', async () => {
    try {
      connectDemo(() => Promise.reject(new DemoUnavailableError(new TypeError('chunk'))));
      await expect(http.demo.get('/api/x', { schema: ok })).rejects.toMatchObject({
        kind: 'demo-unavailable',
      });
      connectDemo(() => Promise.reject(new TypeError('Failed to fetch')));
      await expect(http.demo.get('/api/x', { schema: ok })).rejects.toMatchObject({
        kind: 'network',
      });
      connectDemo(() => Promise.reject(new DOMException('gave up', 'TimeoutError')));
      await expect(http.demo.get('/api/x', { schema: ok })).rejects.toMatchObject({
        kind: 'timeout',
      });
      // A demo answer that never comes ends with the call's signal (its timeout, or the caller).
      connectDemo(() => new Promise<Response>(() => undefined));
      const caller = new AbortController();
      const hanging = http.demo.get('/api/x', { schema: ok, signal: caller.signal });
      caller.abort();
      await expect(hanging).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      connectDemo(null);
    }
  });
});
