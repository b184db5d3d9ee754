import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The modal examples as a keyboard user meets them: Tab reaches each "Abrir", Enter opens its
 * modal with the focus inside, Tab stays inside, Escape closes it and the focus is back on
 * the button; then the create-app wizard filled in from start to end.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

const TITLES = [
  'Compartilhar projeto',
  'Adicionar novo cartão',
  'Preços',
  'Editar usuário',
  'Ativar autenticação em duas etapas',
  'Adicionar novo endereço',
  'Criar aplicativo',
  'Indique e ganhe',
];

/** December, two years on: always a valid card expiry. */
const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

async function openExamples(page: Page) {
  await page.goto('/pages/modal-examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Exemplos de modais' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(TITLES.length);
}

test('every modal opens and closes with the keyboard, the focus kept inside and given back', async ({
  page,
}) => {
  await openExamples(page);
  for (const title of TITLES) {
    const open = card(page, title).getByRole('button', { name: `Abrir: ${title}` });
    // The keyboard's focus on the card's button (as Tab through the page brings it).
    await open.focus();
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `${title}: Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  }
});

test('the create-app wizard, filled in step by step, says so and closes', async ({ page }) => {
  await openExamples(page);
  await card(page, 'Criar aplicativo')
    .getByRole('button', { name: 'Abrir: Criar aplicativo' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Criar aplicativo' });
  const next = dialog.getByRole('button', { name: 'Continuar' });

  await next.click();
  await expect(dialog.getByText('Dê um nome ao aplicativo.')).toBeVisible();
  await expect(dialog.getByText('Escolha uma categoria.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Nome do aplicativo/ }).fill('Portal do cliente');
  await dialog.getByRole('radio', { name: /^Loja virtual/ }).click();
  await next.click();

  await next.click();
  await expect(dialog.getByText('Escolha um framework.')).toBeVisible();
  await dialog.getByRole('radio', { name: /^React/ }).click();
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Nome do aplicativo/ })).toHaveValue(
    'Portal do cliente',
  );
  await next.click();
  await expect(dialog.getByRole('radio', { name: /^React/ })).toBeChecked();
  await next.click();

  await dialog.getByRole('radio', { name: /^PostgreSQL/ }).click();
  await next.click();

  await expectAccessible(page, 'create-app wizard, billing step');
  await dialog
    .getByRole('textbox', { name: /^Número do cartão/ })
    .pressSequentially('5555555555554444');
  await expect(dialog.getByRole('textbox', { name: /^Número do cartão/ })).toHaveValue(
    '5555 5555 5555 4444',
  );
  await expect(dialog.getByText('Mastercard')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Nome impresso/ }).fill('Ana Souza');
  await dialog.getByRole('textbox', { name: /^Validade/ }).pressSequentially(FUTURE_EXPIRY);
  await dialog.getByRole('textbox', { name: /^Código de segurança/ }).pressSequentially('123');
  await dialog.getByRole('button', { name: 'Criar aplicativo' }).click();

  await expect(
    page.getByText(
      'Aplicativo “Portal do cliente” (React e PostgreSQL) pronto para criar. Isto é um exemplo: nada foi criado nem cobrado.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    card(page, 'Criar aplicativo').getByRole('button', { name: 'Abrir: Criar aplicativo' }),
  ).toBeFocused();
});

test('on a phone a modal takes the whole screen and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openExamples(page);
  await expectAccessible(page, 'modal examples on a phone');
  await card(page, 'Adicionar novo endereço')
    .getByRole('button', { name: 'Abrir: Adicionar novo endereço' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar novo endereço' });
  await expect(dialog.getByRole('textbox', { name: /^CEP/ })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(359);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
