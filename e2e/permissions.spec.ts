import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { expect, test } from './fixtures';
import { storageFor } from './session';

test.use({
  storageState: storageFor('client'),
  // The refusals below are the point of these tests: Chromium logs them as failed loads.
  allowConsoleErrors: [/the server responded with a status of 403/],
});

/**
 * The demo API decides like a real one (issue 17 §1): the client's own token opens nothing
 * of the mailbox, whatever the browser's stored `userData` claims.
 */
const emailCalls = [
  { method: 'GET', path: '/apps/email/emails?folder=inbox' },
  { method: 'GET', path: '/apps/email/get-email?id=1' },
  { method: 'GET', path: '/apps/email/paginate-email?emailId=1&dir=next' },
  {
    method: 'POST',
    path: '/apps/email/update-emails',
    body: { emailIds: [1], dataToUpdate: { folder: 'trash' } },
  },
  {
    method: 'POST',
    path: '/apps/email/update-emails-label',
    body: { emailIds: [1], label: 'private' },
  },
];
const searchCalls = [
  { method: 'GET', path: '/api/bookmarks/data' },
  { method: 'GET', path: '/api/main-search/data' },
];

type Call = { method: string; path: string; body?: unknown };

/** Each call made from the page's console with the stored token: its status. */
function callFromConsole(page: Page, calls: Call[]) {
  return page.evaluate(async (list) => {
    const token = localStorage.getItem('accessToken') ?? '';
    const statuses: Record<string, number> = {};
    for (const { method, path, body } of list) {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      statuses[`${method} ${path}`] = response.status;
    }
    return statuses;
  }, calls);
}

const emailOne = async (page: Page) =>
  (await readDemoRows<{ id: number; folder: string }>(page, 'emails'))?.find((row) => row.id === 1);

test("the client's own token gets 403 from every email call, and 200 from search", async ({
  page,
}) => {
  await page.goto('/access-control');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // `fetch` from the console reaches the demo API through the worker, once it controls the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);

  const email = await callFromConsole(page, emailCalls);
  expect(email).toEqual(
    Object.fromEntries(emailCalls.map(({ method, path }) => [`${method} ${path}`, 403])),
  );
  const search = await callFromConsole(page, searchCalls);
  expect(search).toEqual(
    Object.fromEntries(searchCalls.map(({ method, path }) => [`${method} ${path}`, 200])),
  );
  // The refused move changed nothing: the administrator's first email is not in the trash.
  const stored = await emailOne(page);
  expect(stored?.folder ?? 'not stored yet').not.toBe('trash');
});

test('a client who edits userData to "manage all" still cannot open the mailbox', async ({
  page,
}) => {
  await page.goto('/access-control');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('userData') ?? '{}') as Record<string, unknown>;
    user.ability = [{ action: 'manage', subject: 'all' }];
    localStorage.setItem('userData', JSON.stringify(user));
  });

  // The menu believes the edited list; the API does not, and the page says so.
  await page.goto('/apps/email');
  await expect(
    page.getByRole('heading', { name: 'Você não tem acesso a esta página' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  const stored = await emailOne(page);
  expect(stored?.folder ?? 'not stored yet').not.toBe('trash');
});
