import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { readSession } from '../e2e/session';
import { outliveAccessToken, signInAsAdmin } from './flows';
import { apiStore, refreshTokenCount } from './real-api';

/**
 * Two tabs of one browser share one session (localStorage). When both find the access
 * token lapsed at once, one renews and the other takes the renewed tokens
 * (src/features/auth/shared-refresh.ts): a refresh token spent twice is a replay to the
 * API, which ends the session.
 */

// The page's own calls: with the demo's service worker, each also shows as the worker's.
const fromPage = (request: Request) => request.serviceWorker() === null;
const isRefresh = (request: Request) =>
  fromPage(request) &&
  request.method() === 'POST' &&
  new URL(request.url()).pathname.endsWith('/jwt/refresh-token');
// The demo areas ask the API who the token belongs to: answered once the token is valid.
const isKnownCaller = (response: Response) =>
  fromPage(response.request()) &&
  new URL(response.url()).pathname.endsWith('/me') &&
  response.status() === 200;

/** Console errors and uncaught exceptions of a page the fixture does not watch. */
function watchErrors(tab: Page) {
  const errors: string[] = [];
  tab.on('console', (message) => {
    const text = message.text();
    // The lapsed token's refusal, logged by Chromium as a failed load, is an answer.
    if (message.type() === 'error' && !/status of 401/.test(text)) errors.push(text);
  });
  tab.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

test('two tabs that find the access token lapsed at once renew it once', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  const second = await context.newPage();
  const secondErrors = watchErrors(second);
  await second.emulateMedia({ reducedMotion: 'reduce' });
  await second.goto('/access-control');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  // The token both tabs hold now, outlived: on a slow machine it may already be a renewed one.
  await outliveAccessToken(second);
  const before = await readSession(page);
  expect(await readSession(second)).toEqual(before);
  const sessionId = Number(before.logUsuarioSessaoID);
  const rowsBefore = refreshTokenCount(sessionId);

  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (isRefresh(request)) refreshes.push(request.url());
  });
  // Both tabs load again at once: each asks the API with the lapsed token, is refused,
  // and renews before asking again.
  const tabs = [page, second];
  await Promise.all(
    tabs.map((tab) => Promise.all([tab.waitForResponse(isKnownCaller), tab.reload()])),
  );

  for (const tab of tabs) {
    await expect(tab).toHaveURL(/\/access-control$/);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.keyboard.press('Control+K');
    await expect(tab.getByRole('textbox', { name: 'Busca global' })).toBeVisible();
  }
  const after = await readSession(page);
  expect(await readSession(second)).toEqual(after);
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.logUsuarioSessaoID).toBe(before.logUsuarioSessaoID);
  expect(after.userData).toBe(before.userData);
  expect(refreshes).toHaveLength(1);

  // One rotation on the server (the first token and its one successor, unless the machine
  // was slow enough for a renewal before), and the session open.
  expect(await apiStore().findSession(sessionId)).toMatchObject({ endedAt: null });
  expect(refreshTokenCount(sessionId)).toBe(rowsBefore + 1);
  expect(secondErrors).toEqual([]);
});
