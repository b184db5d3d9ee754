import { expect, test } from '../e2e/fixtures';
import { watchPolicyViolations, expectNoPolicyViolations } from '../e2e/smoke-checks';
import { signInAsAdmin } from './flows';
import { apiUrl } from './real-api';

/**
 * One build for every API: these tests run on the very `dist/` the demo-mode tests use,
 * served with a config.json that names the reference API (playwright.real.config.ts). The
 * app reads it at start, and the server's policy lets the page call that API and no other.
 */

test('the build serves the config.json of this deployment, and the policy lets its API in', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/config.json')).json()).toEqual({ apiUrl });
  await watchPolicyViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toBe(
    `frame-ancestors 'none'; connect-src 'self' ${new URL(apiUrl).origin}`,
  );
  // The sign-in page is prerendered with the build's defaults (the demo signs in there);
  // once config.json is read, the demo accounts are no longer offered.
  await expect(page.getByText('Contas de demonstração')).toBeHidden();
  await signInAsAdmin(page);
  await expectNoPolicyViolations(page, 'signing in against the API');
});
