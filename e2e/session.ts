import { expect, type Page } from '@playwright/test';

export type Role = 'admin' | 'client';

export const credentials: Record<Role, { email: string; password: string; name: string }> = {
  admin: { email: 'admin@demo.com', password: 'admin', name: 'Helena Duarte' },
  client: { email: 'client@demo.com', password: 'client', name: 'Rafael Lima' },
};

// Per port: a stored session belongs to its origin, and runs side by side use other ports.
export const storageFor = (role: Role) =>
  `e2e/.auth/${role}-${process.env.E2E_PORT ?? '4174'}.json`;

export const sessionKeys = ['userData', 'accessToken', 'refreshToken', 'logUsuarioSessaoID'];

export async function signIn(page: Page, role: Role) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(credentials[role].email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials[role].password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export function readSession(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    sessionKeys,
  );
}

export async function expectSignedOut(page: Page) {
  await expect
    .poll(() => readSession(page))
    .toEqual(Object.fromEntries(sessionKeys.map((key) => [key, null])));
}
