import type { Page } from '@playwright/test';
import { expect } from '../e2e/fixtures';
import { readSession, signIn } from '../e2e/session';

/**
 * Steps the real-mode specs share. The access token lives 4 seconds here (see
 * playwright.real.config.ts).
 */
export const ACCESS_TTL_MS = 4_000;

/** Past the access token's lifetime, counted from now (a sign-in, a page that used it). */
export const outliveAccessToken = (page: Page) => page.waitForTimeout(ACCESS_TTL_MS + 750);

/** Signs the administrator in on the access-control page; answers the stored session. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login?redirectTo=%2Faccess-control');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return readSession(page);
}
