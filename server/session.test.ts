import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokensSchema, userDataSchema } from '../src/contract/auth';
import { createTokenService } from './tokens';
import { startTestApi, TEST_SECRET, type TestApi } from './test/harness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.app.close());

const refused = { error: 'Invalid refresh token' };

describe('POST /jwt/refresh-token', () => {
  it('rotates: new tokens for the refresh token, which then stops working', async () => {
    const session = await api.login();
    const first = await api.refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const renewed = tokensSchema.parse(first.json());
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect(renewed.accessToken).not.toBe(session.accessToken);
    expect((await api.me(renewed.accessToken)).statusCode).toBe(200);

    const second = await api.refresh(renewed.refreshToken);
    expect(second.statusCode).toBe(200);
    const tokens = api.db
      .prepare('SELECT used_at, revoked_at FROM refresh_tokens ORDER BY id')
      .all() as { used_at: string | null; revoked_at: string | null }[];
    expect(tokens.map((token) => token.used_at !== null)).toEqual([true, true, false]);
  });

  it('ends the whole session when a spent refresh token comes back after the grace window', async () => {
    const session = await api.login();
    const renewed = tokensSchema.parse((await api.refresh(session.refreshToken)).json());

    api.advance(api.config.refreshGraceSeconds * 1000 + 1);
    const replay = await api.refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refused);
    expect(api.sessionRow(session.logUsuarioSessaoID)).toMatchObject({
      end_reason: 'refresh-token-reuse',
      ended_at: expect.any(String) as string,
    });
    // The legitimate holder's tokens die with the session.
    expect((await api.refresh(renewed.refreshToken)).json()).toEqual(refused);
    expect((await api.me(renewed.accessToken)).statusCode).toBe(401);
  });

  it('answers a spent refresh token shown again within the grace window with the same successor', async () => {
    expect(api.config.refreshGraceSeconds).toBe(10);
    const session = await api.login();
    const first = tokensSchema.parse((await api.refresh(session.refreshToken)).json());

    // Another tab, a few seconds later, with its copy of the old token.
    api.advance(9_000);
    const again = await api.refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    const second = tokensSchema.parse(again.json());
    expect(second.refreshToken).toBe(first.refreshToken);
    expect((await api.me(second.accessToken)).statusCode).toBe(200);
    // One rotation: the first token, spent, and its one successor, which still works.
    expect(api.tokenRows(session.logUsuarioSessaoID)).toEqual([
      { used_at: expect.any(String) as string, revoked_at: null },
      { used_at: null, revoked_at: null },
    ]);
    expect(api.sessionRow(session.logUsuarioSessaoID)?.ended_at).toBeNull();
    expect((await api.refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('answers two simultaneous uses of a refresh token with one successor', async () => {
    const session = await api.login();
    const answers = await Promise.all([
      api.refresh(session.refreshToken),
      api.refresh(session.refreshToken),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => tokensSchema.parse(answer.json()));
    expect(one?.refreshToken).toBe(two?.refreshToken);
    expect(api.tokenRows(session.logUsuarioSessaoID)).toHaveLength(2);
  });

  it('without a grace window lets only one of two simultaneous uses through, and ends the session', async () => {
    const strict = await startTestApi({ API_REFRESH_GRACE: '0' });
    try {
      const session = await strict.login();
      const answers = await Promise.all([
        strict.refresh(session.refreshToken),
        strict.refresh(session.refreshToken),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
      expect(strict.sessionRow(session.logUsuarioSessaoID)?.end_reason).toBe('refresh-token-reuse');
    } finally {
      await strict.app.close();
    }
  });

  it('never answers a successor for a session that ended, even within the window', async () => {
    const session = await api.login();
    const renewed = tokensSchema.parse((await api.refresh(session.refreshToken)).json());
    expect((await api.logout(renewed.accessToken)).statusCode).toBe(200);
    expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await api.refresh(renewed.refreshToken)).statusCode).toBe(401);
  });

  it('refuses unknown, expired and malformed refresh tokens', async () => {
    const session = await api.login();
    for (const token of ['garbage', session.accessToken]) {
      const response = await api.refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refused);
    }
    api.db.prepare('UPDATE refresh_tokens SET expires_at = ?').run('2000-01-01T00:00:00.000Z');
    expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);

    const malformed = await api.post('/jwt/refresh-token', { token: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { refreshToken: [expect.any(String)] } });
  });
});

describe('POST /logout', () => {
  it('ends the session log row, revokes its refresh tokens and its access token', async () => {
    const session = await api.login();
    const response = await api.logout(session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(api.sessionRow(session.logUsuarioSessaoID)).toMatchObject({
      end_reason: 'logout',
      ended_at: expect.any(String) as string,
    });
    expect((await api.me(session.accessToken)).statusCode).toBe(401);
    expect((await api.refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await api.logout(session.accessToken)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the same user open', async () => {
    const [one, two] = [await api.login(), await api.login()];
    await api.logout(one.accessToken);
    expect((await api.me(two.accessToken)).statusCode).toBe(200);
  });

  it('accepts an access token that lapsed, so signing out after a pause still ends it', async () => {
    const session = await api.login();
    const tokens = createTokenService(new TextEncoder().encode(TEST_SECRET), 60);
    const lapsed = await tokens.signAccessToken(
      { userId: 1, sessionId: Number(session.logUsuarioSessaoID) },
      Date.now() - 3_600_000,
    );
    expect((await api.me(lapsed)).statusCode).toBe(401);
    expect((await api.logout(lapsed)).statusCode).toBe(200);
    expect(api.sessionRow(session.logUsuarioSessaoID)?.end_reason).toBe('logout');
  });

  it('needs a bearer token', async () => {
    expect((await api.post('/logout', undefined)).statusCode).toBe(401);
  });
});

describe('GET /me', () => {
  it('answers the signed-in user data', async () => {
    const session = await api.login();
    const response = await api.me(session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(userDataSchema.parse(response.json())).toEqual(session.userData);
  });

  it('answers 401 to a missing, malformed, forged, expired or revoked token', async () => {
    const session = await api.login();
    const sessionId = Number(session.logUsuarioSessaoID);
    const ours = createTokenService(new TextEncoder().encode(TEST_SECRET), 60);
    const forger = createTokenService(new TextEncoder().encode('x'.repeat(40)), 60);
    const expired = await ours.signAccessToken({ userId: 1, sessionId }, Date.now() - 120_000);
    const forged = await forger.signAccessToken({ userId: 1, sessionId });
    const otherUser = await ours.signAccessToken({ userId: 2, sessionId });

    const missing = await api.app.inject({ method: 'GET', url: '/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'Unauthorized' });
    for (const token of ['not-a-jwt', 'a.b.c', forged, expired, otherUser, session.refreshToken]) {
      expect((await api.me(token)).statusCode).toBe(401);
    }
    const basic = await api.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Basic ${session.accessToken}` },
    });
    expect(basic.statusCode).toBe(401);

    api.db.prepare("UPDATE session_logs SET ended_at = 'now', end_reason = 'revoked'").run();
    expect((await api.me(session.accessToken)).statusCode).toBe(401);
  });

  it('lets an access token expire after the configured lifetime', async () => {
    const short = await startTestApi({ API_ACCESS_TTL: '5' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const session = await short.login();
      vi.setSystemTime(Date.now() + 4_000);
      expect((await short.me(session.accessToken)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2_000);
      expect((await short.me(session.accessToken)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.app.close();
    }
  });
});
