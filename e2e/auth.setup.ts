import { expect, test as setup } from '@playwright/test';
import { credentials, storageFor } from './session';

/** Signs each demo user in through the login page once; tests reuse the stored session. */
for (const role of ['admin', 'client'] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials[role].email);
    await page.getByLabel('Senha', { exact: true }).fill(credentials[role].password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.context().storageState({ path: storageFor(role) });
  });
}
