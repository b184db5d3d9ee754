import { expect, test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { credentials, sessionKeys, storageFor } from './session';

/** Signs each demo user in through the login page once; tests reuse the stored session. */
for (const role of ['admin', 'client'] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials[role].email);
    await page.getByLabel('Senha', { exact: true }).fill(credentials[role].password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Home (the dashboard) loads its page and calls before the address changes.
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    // Only the session: Playwright puts this storage back on every load, so demo data
    // saved here would undo what a test changes and reloads.
    const state = await page.context().storageState();
    for (const origin of state.origins) {
      origin.localStorage = origin.localStorage.filter((item) => sessionKeys.includes(item.name));
    }
    mkdirSync(dirname(storageFor(role)), { recursive: true });
    writeFileSync(storageFor(role), JSON.stringify(state));
  });
}
