import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { storageFor } from './session';
import { firstSampleRow } from './mailbox';

test.use({ storageState: storageFor('admin') });

async function openCompose(page: Page) {
  await page.getByRole('button', { name: 'Escrever' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
  return dialog;
}

/** Drops files on the compose as a person dragging them from the desktop would. */
async function dropFiles(page: Page, target: string, files: Array<{ name: string; text: string }>) {
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) data.items.add(new File([item.text], item.name));
    return data;
  }, files);
  await page.dispatchEvent(target, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(target, 'drop', { dataTransfer: transfer });
}

test('compose with an invalid address shows the error; a closed compose comes back as a draft', async ({
  page,
}) => {
  // Many steps and a reload: on a busy 2-core runner the default minute only catches a hang.
  test.slow();
  await page.goto('/apps/email');
  let dialog = await openCompose(page);
  await expect(dialog).toHaveAccessibleName('Nova mensagem');
  await expectAccessible(page, 'compose open');

  const to = dialog.getByRole('textbox', { name: 'Para' });
  await to.pressSequentially('joana@empresa.com.br, joana.empresa');
  await to.press('Enter');
  await expect(
    dialog.getByText('“joana.empresa” não é um endereço de e-mail válido.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeVisible();
  await expect(to).toBeFocused();
  await dialog.getByRole('button', { name: 'Remover joana.empresa' }).click();
  await expect(dialog.getByText(/não é um endereço/)).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Proposta de parceria');
  const body = dialog.getByRole('textbox', { name: 'Mensagem' });
  await body.click();
  await page.keyboard.type('Olá, Joana! Segue a proposta ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('revisada');
  await expect(body.locator('strong')).toHaveText('revisada');
  await dialog.getByTestId('compose-file-input').setInputFiles({
    name: 'proposta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(3 * 1024, 1),
  });
  await dropFiles(page, '[data-testid="compose-drop-area"]', [
    { name: 'cronograma.txt', text: 'semana 1: levantamento' },
  ]);
  await expect(dialog.getByRole('group', { name: 'Anexos' })).toContainText('2 anexos');

  // Closing keeps everything, also across a reload.
  await dialog.getByRole('button', { name: 'Fechar e guardar o rascunho' }).click();
  await expect(page.getByText(/Rascunho guardado/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Há uma mensagem não enviada esperando por você.')).toBeVisible();
  dialog = await openCompose(page);
  await expect(dialog).toHaveAccessibleName('Proposta de parceria');
  await expect(dialog.getByText('joana@empresa.com.br')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' }).locator('strong')).toHaveText(
    'revisada',
  );
  await expect(dialog.getByRole('group', { name: 'Anexos' })).toContainText('proposta.pdf');
  await expect(dialog.getByRole('group', { name: 'Anexos' })).toContainText('cronograma.txt');

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Há uma mensagem não enviada esperando por você.')).toHaveCount(0);
  dialog = await openCompose(page);
  await expect(dialog.getByRole('textbox', { name: 'Assunto' })).toHaveValue('');
});

test('a message minimises to a bar, and a reply comes prefilled', async ({ page }) => {
  await page.goto('/apps/email');
  const dialog = await openCompose(page);
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill('Lembrete');
  await dialog.getByRole('button', { name: 'Minimizar' }).click();
  const bar = page.getByRole('region', { name: 'Mensagem minimizada' });
  await expect(bar).toContainText('Lembrete');
  // The mailbox stays usable under the bar.
  await page.getByRole('link', { name: /Enviados/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enviados' })).toBeVisible();
  await bar.getByRole('button', { name: 'Abrir a mensagem' }).click();
  await expect(page.getByRole('dialog', { name: 'Lembrete' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Descartar a mensagem' }).click();
  await page.getByRole('button', { name: 'Descartar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/apps/email');
  await firstSampleRow(page).click();
  await page.getByRole('button', { name: 'Responder' }).click();
  const reply = page.getByRole('dialog', { name: 'Re: Relatório de vendas do terceiro trimestre' });
  await expect(
    reply.getByRole('textbox', { name: 'Mensagem' }).locator('blockquote'),
  ).toBeVisible();
  await expect(reply.locator('.mantine-Pill-root')).toHaveCount(1);
});

test('on a phone the compose fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/apps/email');
  // On a phone the list has its own floating "Escrever" (the folders drawer's stays closed).
  await page.getByRole('button', { name: 'Escrever' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova mensagem' });
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(359);
  await expectAccessible(page, 'compose on a phone');
});
