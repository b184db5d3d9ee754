import { expect, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

/**
 * The app answers demo calls in the page; where the origin allows one, the service worker
 * comes once the page is idle, so that a `fetch` from the console reaches the same API.
 */
test('once the page is idle, fetch from the console reaches the demo API through the worker', async ({
  page,
}) => {
  await page.goto('/apps/email');
  await expect(page.getByRole('region', { name: 'Caixa de entrada', exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);

  const answer = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken') ?? '';
    const call = (headers: HeadersInit) =>
      fetch('/apps/email/emails?folder=inbox', { headers }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { emails?: unknown[] },
      }));
    const signed = await call({ Authorization: `Bearer ${token}` });
    const anonymous = await call({});
    return {
      signed: signed.status,
      emails: signed.body.emails?.length ?? 0,
      anonymous: anonymous.status,
    };
  });
  expect(answer.signed).toBe(200);
  expect(answer.emails).toBeGreaterThan(0);
  expect(answer.anonymous).toBe(401);
});
