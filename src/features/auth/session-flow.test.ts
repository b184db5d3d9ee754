import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { demoApi } from '@/lib/demo/api';
import { signToken } from '@/lib/demo/tokens';
import { http } from '@/lib/http';
import { onSessionEnd } from '@/lib/session-cleanup';
import { server } from '@/mocks/node';
import { signInAs } from '@/test/session';
import { connectSession } from './bridge';
import { useSessionStore } from './session-store';
import { signOut } from './sign-out';

const sample = z.object({ ok: z.boolean() });
let forbidden = 0;
let disconnect: () => void = () => undefined;

beforeEach(() => {
  forbidden = 0;
  disconnect = connectSession({ onForbidden: () => (forbidden += 1) });
  server.use(
    demoApi('Auth').get('/api/sample', () => HttpResponse.json({ ok: true })),
    mock.get('/api/forbidden', () => HttpResponse.json({}, { status: 403 })),
  );
});
afterEach(() => disconnect());

describe('session against the demo API', () => {
  it('keeps a user whose access token expired signed in, through the refresh', async () => {
    await signInAs('admin');
    const { refreshToken } = useSessionStore.getState();
    useSessionStore.getState().setTokens(await signToken(1, 'access', -60), refreshToken ?? '');

    await expect(http.demo.get('/api/sample', { schema: sample })).resolves.toEqual({ ok: true });
    const state = useSessionStore.getState();
    expect(state.user?.email).toBe('admin@demo.com');
    expect(state.refreshToken).not.toBe(refreshToken);
    expect(window.localStorage.getItem('accessToken')).toBe(state.accessToken);
  });

  it('ends the session, once, when the refresh token is invalid too', async () => {
    await signInAs('admin');
    useSessionStore.getState().setTokens('expired.access.token', 'invalid.refresh.token');
    let cleanups = 0;
    const stop = onSessionEnd(() => (cleanups += 1));

    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => http.demo.get('/api/sample', { schema: sample })),
    );
    stop();
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'expired' });
    expect(window.localStorage.getItem('userData')).toBeNull();
    expect(cleanups).toBe(1);
  });

  it('shows not-authorized on a 403 without signing out', async () => {
    await signInAs('client');
    await expect(http.demo.get('/api/forbidden', { schema: sample })).rejects.toMatchObject({
      status: 403,
    });
    expect(forbidden).toBe(1);
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('signs out on purpose: keys, store and caches cleared, logout called with the old token', async () => {
    await signInAs('admin');
    const token = useSessionStore.getState().accessToken;
    let logoutAuth: string | null = null;
    server.use(
      mock.post('/api/logout', ({ request }) => {
        logoutAuth = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    signOut('user');
    expect(useSessionStore.getState()).toMatchObject({ user: null, endedBecause: 'user' });
    await waitFor(() => expect(logoutAuth).toBe(`Bearer ${token}`));
  });

  it('signs out even when the logout call fails', async () => {
    await signInAs('admin');
    server.use(mock.post('/api/logout', () => HttpResponse.error()));
    signOut('user');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('follows a sign-out and a sign-in made in another tab', async () => {
    await signInAs('admin');
    const saved = Object.fromEntries(
      ['userData', 'accessToken', 'refreshToken', 'logUsuarioSessaoID'].map((key) => [
        key,
        window.localStorage.getItem(key) ?? '',
      ]),
    );
    // The other tab removes the keys.
    Object.keys(saved).forEach((key) => window.localStorage.removeItem(key));
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useSessionStore.getState().endedBecause).toBe('other-tab');

    // …and signs in again.
    Object.entries(saved).forEach(([key, value]) => window.localStorage.setItem(key, value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe('admin@demo.com'));
  });
});
