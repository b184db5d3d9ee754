import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The example forms as a person uses them: a wizard that holds an invalid step, keeps what
 * was typed going back and ends in a summary; a validation form that says what is wrong
 * beside the field, then sends; a repeater whose rows are added, reordered with the keyboard,
 * removed and totalled. Nothing is stored: each check is what the page shows.
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

const text = (scope: Locator, name: RegExp) => scope.getByRole('textbox', { name });
const stepHeading = (scope: Locator) => scope.getByRole('heading', { level: 3 });

test('the wizard holds an invalid step, keeps values going back, and ends in a summary', async ({
  page,
}) => {
  await open(page, '/forms/wizard', 'Assistente');
  const wizard = page.getByRole('region', { name: 'Assistente horizontal' });
  const next = wizard.getByRole('button', { name: 'Próximo' });

  await next.click();
  await expect(wizard.getByText('Escolha um nome de usuário.')).toBeVisible();
  await expect(stepHeading(wizard)).toHaveText('Etapa 1 de 4: Conta');
  await expect(text(wizard, /^Nome de usuário/)).toBeFocused();

  await text(wizard, /^Nome de usuário/).fill('ana.souza');
  await text(wizard, /^E-mail/).fill('ana.souza@empresa.com.br');
  await wizard.getByLabel(/^Nova senha/).fill('mirante2026');
  await wizard.getByLabel(/^Confirme a nova senha/).fill('mirante2026');
  await next.click();
  await expect(stepHeading(wizard)).toHaveText('Etapa 2 de 4: Dados pessoais');

  await text(wizard, /^Nome/).fill('Ana');
  await text(wizard, /^Sobrenome/).fill('Souza');
  await text(wizard, /^Celular/).pressSequentially('81987654321');
  await expect(text(wizard, /^Celular/)).toHaveValue('(81) 98765-4321');

  // Back and forth: nothing typed is lost.
  await wizard.getByRole('button', { name: 'Voltar' }).click();
  await expect(stepHeading(wizard)).toHaveText('Etapa 1 de 4: Conta');
  await expect(text(wizard, /^Nome de usuário/)).toHaveValue('ana.souza');
  await next.click();
  await expect(text(wizard, /^Sobrenome/)).toHaveValue('Souza');

  // A later step, chosen with the keyboard, stops at the one still empty.
  await wizard.getByRole('button', { name: 'Etapa 4 de 4: Redes sociais' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(wizard)).toHaveText('Etapa 3 de 4: Endereço');
  await expect(wizard.getByText('Informe o CEP, como 01310-100.')).toBeVisible();

  await text(wizard, /^CEP/).pressSequentially('50030230');
  await text(wizard, /^Rua/).fill('Rua do Bom Jesus');
  await text(wizard, /^Número/).fill('183');
  await text(wizard, /^Bairro/).fill('Recife Antigo');
  await text(wizard, /^Cidade/).fill('Recife');
  await wizard.getByRole('combobox', { name: /^Estado/ }).fill('Pernam');
  await page.getByRole('option', { name: 'PE — Pernambuco' }).click();
  await next.click();
  await expect(stepHeading(wizard)).toHaveText('Etapa 4 de 4: Redes sociais');

  await text(wizard, /^Instagram/).fill('@ana.souza');
  await wizard.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(wizard.getByRole('heading', { name: 'Cadastro concluído' })).toBeFocused();
  await expect(wizard.getByText('Oculta por segurança')).toBeVisible();
  await expect(wizard.getByText('mirante2026')).toHaveCount(0);
  await expect(wizard.getByText('Recife — Pernambuco')).toBeVisible();
  await expect(page.getByText('Cadastro de Ana concluído.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'wizard summary');
});

test('the validation forms say what is wrong beside the field, then send', async ({ page }) => {
  await open(page, '/forms/validation', 'Validação');
  const email = page.getByRole('region', { name: 'E-mail', exact: true });
  const field = text(email, /^E-mail corporativo/);

  await email.getByRole('button', { name: 'Validar' }).click();
  await expect(email.getByText('Informe o e-mail, como nome@empresa.com.br.')).toBeVisible();
  await expect(field).toBeFocused();
  // After a submit, each change is checked at once.
  await field.pressSequentially('ana@');
  await expect(
    email.getByText('Informe um e-mail válido, como nome@empresa.com.br.'),
  ).toBeVisible();
  await field.pressSequentially('empresa.com.br');
  await expect(email.getByText(/Informe um e-mail/)).toHaveCount(0);
  await email.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText('“E-mail”: tudo certo.', { exact: false })).toBeVisible();

  const file = page.getByRole('region', { name: 'Tipo de arquivo' });
  const picker = file.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'contas.xlsx',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from('planilha'),
  });
  await file.getByRole('button', { name: 'Validar' }).click();
  await expect(file.getByText(/Este tipo de arquivo não é aceito/)).toBeVisible();
  await picker.setInputFiles({
    name: 'conta-de-luz.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(file.getByText(/Este tipo de arquivo/)).toHaveCount(0);
  await file.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText('“Tipo de arquivo”: tudo certo.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'validation errors');
});

test('the repeater adds a row, reorders it with the keyboard, removes one, and totals', async ({
  page,
}) => {
  await open(page, '/forms/form-repeater', 'Repetidor de formulário');
  const row = (number: number) => page.getByRole('group', { name: `Item ${number}`, exact: true });
  const rows = page.getByRole('group', { name: /^Item \d+$/ });
  const total = (figure: string) => page.getByText(new RegExp(`^R\\$\\s${figure}$`));

  await expect(rows).toHaveCount(2);
  await expect(total('8\\.511,81')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await expect(rows).toHaveCount(3);
  await expect(text(row(3), /^Item/)).toBeFocused();
  await text(row(3), /^Item/).fill('Mesa de reunião');
  await text(row(3), /^Custo unitário/).pressSequentially('2500');
  await expect(text(row(3), /^Preço/)).toHaveValue(/2\.500,00$/);
  // 5.160,00 + 3.799,80 + 2.500,00, less 5 %.
  await expect(total('10\\.886,81')).toBeVisible();

  const handle = page.getByRole('button', { name: 'Mover “Mesa de reunião”' });
  await handle.focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('Mesa de reunião está sobre Monitor LG 27" 4K.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('Mesa de reunião está sobre Cadeira ergonômica Flexform.');
  await page.keyboard.press('Space');
  await expect(live).toContainText('foi solto');
  await expect(text(row(1), /^Item/)).toHaveValue('Mesa de reunião');
  await expect(text(row(2), /^Item/)).toHaveValue('Cadeira ergonômica Flexform');

  await row(2).getByRole('button', { name: 'Remover o item 2' }).click();
  await expect(rows).toHaveCount(2);
  // 2.500,00 + 3.799,80, less 5 %.
  await expect(total('5\\.984,81')).toBeVisible();
  await row(2).getByRole('button', { name: 'Remover o item 2' }).click();
  await expect(row(1).getByRole('button', { name: 'Remover o item 1' })).toBeDisabled();

  await page.getByRole('button', { name: 'Salvar orçamento' }).click();
  await expect(
    page.getByText(/^Orçamento com 1 item conferido: total de R\$\s2\.375,00\./),
  ).toBeVisible();
  await expectAccessible(page, 'repeater');
});
