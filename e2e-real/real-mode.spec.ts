import { expect, test } from '../e2e/fixtures';
import { credentials, expectSignedOut, readSession, signIn } from '../e2e/session';
import { outliveAccessToken, signInAsAdmin } from './flows';
import { accessTokenFor, apiStore, apiUrl, claimsAtIssue, sessionIdOf } from './real-api';

/**
 * The dashboard against the reference API: a real HTTP server, CORS, rotation and
 * revocation. The access token lives 4 seconds here (see playwright.real.config.ts).
 */

test('signing in stores the session the server opened, after a refused password', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();

  await page.goto('/login?redirectTo=%2Faccess-control');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/access-control$/);
  const session = await readSession(page);
  expect(JSON.parse(session.userData ?? '{}')).toMatchObject({
    email: 'admin@demo.com',
    fullName: credentials.admin.name,
    ability: [{ action: 'manage', subject: 'all' }],
  });
  expect(session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(session.refreshToken).toMatch(/^[\w-]{43}$/);

  const sessionId = sessionIdOf(session.accessToken);
  expect(session.logUsuarioSessaoID).toBe(String(sessionId));
  const log = await apiStore().findSession(sessionId);
  expect(log).toMatchObject({ userId: 1, ip: '127.0.0.1', endedAt: null });
  expect(log?.userAgent).toContain('Chrome');

  // The stored token is the API's, for this session. /me is then asked with a token of the
  // same session that cannot lapse mid-test, so the check never races the 4-second one.
  expect(await claimsAtIssue(session.accessToken)).toEqual({ userId: 1, sessionId });
  const me = await request.get(`${apiUrl}/me`, {
    headers: { Authorization: `Bearer ${await accessTokenFor({ userId: 1, sessionId })}` },
  });
  expect(me.status()).toBe(200);
  expect(await me.json()).toEqual(JSON.parse(session.userData ?? '{}'));
});

test('an access token that lapses is renewed while the user works', async ({ page, request }) => {
  const before = await signInAsAdmin(page);
  await outliveAccessToken(page);

  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Busca global' }).fill('tipografia');
  await page.getByRole('group', { name: 'Páginas' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();

  await expect.poll(async () => (await readSession(page)).accessToken).not.toBe(before.accessToken);
  const after = await readSession(page);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.logUsuarioSessaoID).toBe(before.logUsuarioSessaoID);
  expect(after.userData).toBe(before.userData);
  await expect(page).toHaveURL(/\/ui-element\/typography$/);

  // The old access token has expired on the server; the renewed one is the API's, for the
  // same session, which is still open (checked as of its issue: it lives 4 seconds too).
  const me = await request.get(`${apiUrl}/me`, {
    headers: { Authorization: `Bearer ${before.accessToken}` },
  });
  expect(me.status()).toBe(401);
  const sessionId = Number(before.logUsuarioSessaoID);
  expect(await claimsAtIssue(after.accessToken)).toEqual({ userId: 1, sessionId });
  expect(await apiStore().findSession(sessionId)).toMatchObject({ endedAt: null });
});

test('a session revoked on the server sends the user to sign in again', async ({ page }) => {
  const session = await signInAsAdmin(page);
  const sessionId = Number(session.logUsuarioSessaoID);
  expect(await apiStore().endSession(sessionId, 'revoked', new Date().toISOString())).toBe(true);
  await outliveAccessToken(page);

  // Opening the search asks the demo API for its data: the token is renewed first, refused.
  await page.keyboard.press('Control+K');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccess-control/);
  await expect(page.getByText('Sua sessão expirou')).toBeVisible();
  await expectSignedOut(page);
  expect(await apiStore().findSession(sessionId)).toMatchObject({ endReason: 'revoked' });
});

test('signing out ends the session on the server', async ({ page, request }) => {
  const session = await signInAsAdmin(page);
  await page.getByRole('button', { name: `Menu da conta de ${credentials.admin.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
  await expectSignedOut(page);

  const sessionId = Number(session.logUsuarioSessaoID);
  await expect
    .poll(async () => (await apiStore().findSession(sessionId))?.endReason)
    .toBe('logout');
  const me = await request.get(`${apiUrl}/me`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(me.status()).toBe(401);
});
