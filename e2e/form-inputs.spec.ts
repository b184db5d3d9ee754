import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The form-element pages as a person uses them, with the keyboard: a CPF, a phone and an
 * amount in reais typed into their masks (and an edit in the middle of the amount); the
 * "select all" checkbox going mixed, then ticked; the plan cards' choice moved by the arrow
 * keys. Everything else on these pages is tested in their component tests.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function openElement(page: Page, slug: string, heading: string) {
  await page.goto(`/forms/elements/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('input masks: a CPF, a phone and reais typed with the keyboard come out formatted', async ({
  page,
}) => {
  await openElement(page, 'input-mask', 'Máscara de campo');

  const cpfCard = card(page, 'CPF');
  const cpf = cpfCard.getByRole('textbox', { name: 'CPF' });
  await cpf.click();
  await page.keyboard.type('12345678909');
  await expect(cpf).toHaveValue('123.456.789-09');
  await expect(cpfCard.getByText('CPF válido.')).toBeVisible();
  await expect(cpfCard.getByText('12345678909', { exact: true })).toBeVisible();
  // A wrong last digit: the check digits no longer match.
  await page.keyboard.press('Backspace');
  await page.keyboard.type('8');
  await expect(cpf).toHaveValue('123.456.789-08');
  await expect(cpfCard.getByText(/^CPF inválido/)).toBeVisible();

  const phone = card(page, 'Telefone').getByRole('textbox', { name: 'Telefone com DDD' });
  await phone.click();
  await page.keyboard.type('3132345678');
  await expect(phone).toHaveValue('(31) 3234-5678');
  await phone.fill('');
  await page.keyboard.type('31987654321');
  await expect(phone).toHaveValue('(31) 98765-4321');
  await expect(card(page, 'Telefone').getByText('Celular com DDD 31.')).toBeVisible();

  const moneyCard = card(page, 'Moeda (real)');
  const money = moneyCard.getByRole('textbox', { name: 'Valor do pedido' });
  await money.click();
  await page.keyboard.type('123456');
  await expect(money).toHaveValue(/^R\$\s1\.234,56$/);
  await expect(moneyCard.getByText('123456', { exact: true })).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(money).toHaveValue(/^R\$\s123,45$/);
  // A digit typed before the cents shifts in there; the caret stays before the same cents.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('9');
  await expect(money).toHaveValue(/^R\$\s1\.239,45$/);
  await page.keyboard.type('0');
  await expect(money).toHaveValue(/^R\$\s12\.390,45$/);
});

test('checkbox: the "select all" parent goes mixed with one child, then ticks them all', async ({
  page,
}) => {
  await openElement(page, 'checkbox', 'Caixa de seleção');
  const section = card(page, 'Selecionar todos');
  const parent = section.getByRole('checkbox', { name: 'Todas as permissões' });
  await expect(parent).not.toBeChecked();

  await section.getByText('Editar clientes', { exact: true }).click();
  await expect(parent).toBeChecked({ indeterminate: true });
  await expect(section.getByText('1 de 4 permissões marcadas')).toBeVisible();

  await parent.click();
  await expect(parent).toBeChecked();
  await expect(section.getByRole('checkbox', { checked: true })).toHaveCount(5);
  await expect(section.getByText('4 de 4 permissões marcadas')).toBeVisible();
});

test('radio: the arrow keys move the chosen plan card, and skip an unavailable option', async ({
  page,
}) => {
  await openElement(page, 'radio', 'Botão de opção');
  const plans = card(page, 'Cartões de opção');
  const chosen = plans.getByRole('radio', { checked: true });
  await expect(chosen).toHaveAccessibleName('Profissional');

  await chosen.focus();
  await page.keyboard.press('ArrowRight');
  await expect(plans.getByRole('radio', { name: 'Empresarial' })).toBeChecked();
  await expect(plans.getByRole('radio', { name: 'Empresarial' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(plans.getByRole('radio', { name: 'Básico' })).toBeChecked();
  await expect(plans.getByText('Plano escolhido: Básico.')).toBeVisible();
  await expect(plans.getByRole('radio', { checked: true })).toHaveCount(1);

  const groups = card(page, 'Grupos');
  await groups.getByRole('radio', { name: 'Pix' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(groups.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
});
