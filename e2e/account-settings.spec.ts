import type { Page } from '@playwright/test';
import { readDemoRows } from './demo-db';
import { injectFaults, liftFaults } from './faults';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The account settings as a person uses them: each tab saved by itself and found again after
 * a reload, the tab kept in the URL, a failed save that keeps what was typed. Each test starts
 * with the defaults (a fresh browser context has its own demo database).
 */
test.use({ storageState: storageFor('admin') });
// Reloads on a busy 2-core runner: the limit only catches a hang.
test.describe.configure({ timeout: 150_000 });

/** A 1×1 PNG, as a phone's photo would be sent (the demo knows a picture by its first bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const save = (page: Page) => page.getByRole('button', { name: 'Salvar alterações' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Opens the page on `tab` and waits for its tabs (the first load on a busy machine is slow). */
async function openSettings(page: Page, search = '') {
  await page.goto(`/pages/account-settings${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações da conta' })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  await expect(tab(page, 'Geral')).toBeVisible({ timeout: 60_000 });
}

async function reload(page: Page) {
  await page.reload();
  await expect(tab(page, 'Geral')).toBeVisible({ timeout: 60_000 });
}

/** The caller's stored section (user 1 is the administrator). */
const stored = async <T>(page: Page, section: string) =>
  (await readDemoRows<T & { id: string }>(page, `account-settings-${section}`))?.find(
    (row) => row.id === '1',
  );

test('general: a new photo, name and company are saved and there after a reload', async ({
  page,
}) => {
  await openSettings(page);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@demo.com');
  await page.getByRole('button', { name: 'Reenviar o link' }).click();
  await expect(
    page.getByText('Enviamos um novo link de confirmação para admin@demo.com.'),
  ).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('button', { name: 'Voltar à foto salva' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Helena Duarte Prado');
  await page.getByRole('textbox', { name: 'Empresa' }).fill('Prado & Filhos');
  await expectAccessible(page, 'general tab');
  await save(page).click();
  await expect(page.getByText('Dados da conta salvos.')).toBeVisible();
  await expect
    .poll(async () => (await stored<{ avatar: string }>(page, 'general'))?.avatar)
    .toMatch(/^\/api\/files\//);

  await reload(page);
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(
    'Helena Duarte Prado',
  );
  await expect(page.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Prado & Filhos');
  await expect(page.getByRole('button', { name: 'Trocar imagem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar à foto salva' })).toBeHidden();
});

test('security: the rules tick as the password is typed; the new one is the current one after a reload', async ({
  page,
}) => {
  await openSettings(page, '?tab=security');
  await expect(tab(page, 'Segurança')).toHaveAttribute('aria-selected', 'true');
  const rules = page.getByRole('list', { name: 'Regras da senha' });
  await expect(rules.getByText('(ainda não cumprida)')).toHaveCount(3);
  await page.getByLabel(/^Nova senha/).fill('Mirante2026');
  await expect(rules.getByText('(cumprida)', { exact: true })).toHaveCount(3);
  await page.getByLabel(/^Confirme a nova senha/).fill('Mirante2026');
  await page.getByLabel(/^Senha atual/).fill('errada');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();
  await expect(page.getByLabel(/^Nova senha/)).toHaveValue('Mirante2026');
  await expectAccessible(page, 'security tab');

  await page.getByLabel(/^Senha atual/).fill('admin');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();

  await reload(page);
  await expect(tab(page, 'Segurança')).toHaveAttribute('aria-selected', 'true');
  // The old one is no longer the current one; the new one is.
  await page.getByLabel(/^Senha atual/).fill('admin');
  await page.getByLabel(/^Nova senha/).fill('Outra2027');
  await page.getByLabel(/^Confirme a nova senha/).fill('Outra2027');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();
  await page.getByLabel(/^Senha atual/).fill('Mirante2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();
});

test('information and social links: saved, and there after a reload', async ({ page }) => {
  await openSettings(page);
  await tab(page, 'Informações').click();
  await expect(page).toHaveURL(/tab=info/);
  await page.getByRole('textbox', { name: 'Sobre você' }).fill('Gosto de mapas e de café.');
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('combobox', { name: 'País' }).fill('Portugal');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('textbox', { name: 'Site' }).fill('https://helena.dev.br');
  const phone = page.getByRole('textbox', { name: 'Telefone' });
  await phone.fill('');
  await phone.pressSequentially('2134567890');
  await expect(phone).toHaveValue('(21) 3456-7890');
  await save(page).click();
  await expect(page.getByText('Informações salvas.')).toBeVisible();

  await tab(page, 'Redes sociais').click();
  const linkedIn = page.getByRole('textbox', { name: 'LinkedIn' });
  await linkedIn.fill('https://facebook.com/helena');
  await save(page).click();
  await expect(page.getByText('Informe um endereço do LinkedIn (linkedin.com).')).toBeVisible();
  await linkedIn.fill('https://www.linkedin.com/in/helena-prado');
  await page.getByRole('textbox', { name: 'Quora' }).fill('https://pt.quora.com/profile/Helena');
  await save(page).click();
  await expect(page.getByText('Redes sociais salvas.')).toBeVisible();

  await reload(page);
  await expect(tab(page, 'Redes sociais')).toHaveAttribute('aria-selected', 'true');
  await expect(linkedIn).toHaveValue('https://www.linkedin.com/in/helena-prado');
  await expect(page.getByRole('textbox', { name: 'Quora' })).toHaveValue(
    'https://pt.quora.com/profile/Helena',
  );
  await tab(page, 'Informações').click();
  await expect(page.getByRole('textbox', { name: 'Sobre você' })).toHaveValue(
    'Gosto de mapas e de café.',
  );
  await expect(page.getByRole('combobox', { name: 'País' })).toHaveValue('Portugal');
  await expect(page.getByRole('textbox', { name: 'Site' })).toHaveValue('https://helena.dev.br');
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(21) 3456-7890');
});

test('connections and notifications: a switch, six flags saved together, both there after a reload', async ({
  page,
}) => {
  await openSettings(page, '?tab=connections');
  const twitter = page.getByRole('switch', { name: 'Conectar X (Twitter)' });
  await expect(twitter).not.toBeChecked();
  // The switch's track lies over its input (a label-less switch): click it, as a person does.
  await page.locator('label', { has: twitter }).click();
  await expect(page.getByText('X (Twitter) conectado.')).toBeVisible();
  const google = page.getByRole('switch', { name: 'Conectar Google' });
  await expect(google).toBeChecked();
  await page.locator('label', { has: google }).click();
  await expect(page.getByText('Google desconectado.')).toBeVisible();
  await expectAccessible(page, 'connections tab');

  await tab(page, 'Notificações').click();
  await page.getByRole('switch', { name: 'Alguém começar a me seguir' }).click();
  await page.getByRole('switch', { name: 'Resumo semanal do blog' }).click();
  await expect(page.getByText('Há alterações não salvas.')).toBeVisible();
  await save(page).click();
  await expect(page.getByText('Notificações salvas.')).toBeVisible();

  await reload(page);
  await expect(page.getByRole('switch', { name: 'Alguém começar a me seguir' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Resumo semanal do blog' })).not.toBeChecked();
  await tab(page, 'Conexões').click();
  await expect(twitter).toBeChecked();
  await expect(google).not.toBeChecked();
});

test('a failed save keeps what was typed and says why; the next try saves it', async ({ page }) => {
  // Planned before the page loads: the faults are read when the demo layer starts.
  await injectFaults(page, { path: '/account-setting/general', fault: '500' });
  await openSettings(page);
  const name = page.getByRole('textbox', { name: 'Nome completo' });
  const company = page.getByRole('textbox', { name: 'Empresa' });
  await name.fill('Helena D. Prado');
  await company.fill('Cooperativa Aurora');
  await save(page).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Não foi possível salvar os dados da conta' });
  await expect(alert).toBeVisible();
  await expect(name).toHaveValue('Helena D. Prado');
  await expect(company).toHaveValue('Cooperativa Aurora');
  expect(await stored(page, 'general')).toBeUndefined();

  await liftFaults(page);
  await save(page).click();
  await expect(page.getByText('Dados da conta salvos.')).toBeVisible();
  await expect(alert).toBeHidden();
  await reload(page);
  await expect(name).toHaveValue('Helena D. Prado');
  await expect(company).toHaveValue('Cooperativa Aurora');
});
