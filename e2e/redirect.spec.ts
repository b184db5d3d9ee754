import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

test.use({ storageState: storageFor('admin') });

// Same-site until `.`/`..` segments, duplicate slashes and percent-encoding are resolved,
// when they name another host (issue 17, section 3).
const offSite = ['/.//evil.example', '/%252E//evil.example', '/a/..//evil.example'];

async function expectHome(page: Page, host: string) {
  // Home: the administrator's e-commerce dashboard.
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  expect(new URL(page.url()).host).toBe(host);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Esta página encontrou um problema')).toHaveCount(0);
}

test('a signed-in redirectTo that resolves to another site goes home, reload after reload', async ({
  page,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  for (const target of offSite) {
    await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
    await expectHome(page, host);
    await page.reload();
    await expectHome(page, host);
  }
});
