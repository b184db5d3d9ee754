import type { Page } from '@playwright/test';
import { injectFaults, liftFaults } from './faults';
import { expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * Sending (POST /apps/email/send) and saving drafts (POST /apps/email/save-draft), calls of
 * ours: what a person sends is in "Enviados" after a reload, a failed send loses nothing, and
 * a saved draft counts in "Rascunhos" until it is sent.
 */

test.use({ storageState: storageFor('admin') });

const folderLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Pastas' }).getByRole('link', { name: new RegExp(name) });
const folderList = (page: Page, name: string) => page.getByRole('region', { name });

/** The number on the Drafts link (0 when it shows none). */
async function draftCount(page: Page): Promise<number> {
  const name =
    (await folderLink(page, 'Rascunhos').getAttribute('aria-label')) ??
    (await folderLink(page, 'Rascunhos').innerText());
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

async function write(page: Page, to: string, subject: string, text: string) {
  await page.getByRole('button', { name: 'Escrever' }).click();
  const dialog = page.getByRole('dialog');
  const body = dialog.getByRole('textbox', { name: 'Mensagem' });
  await expect(body).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Para' });
  await field.fill(to);
  await field.press('Enter');
  await dialog.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await body.click();
  await page.keyboard.type(text);
  return dialog;
}

test('a failed send keeps the message; sent, it is in Enviados after a reload', async ({
  page,
}) => {
  await injectFaults(page, { path: '/apps/email/send', fault: '500' });
  await page.goto('/apps/email');
  const subject = 'Cronograma de dezembro';
  const dialog = await write(page, 'joana@empresa.com.br', subject, 'Segue o cronograma.');

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/Não foi possível enviar a mensagem/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Assunto' })).toHaveValue(subject);
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' })).toContainText(
    'Segue o cronograma.',
  );

  await liftFaults(page);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await folderLink(page, 'Enviados').click();
  await expect(folderList(page, 'Enviados').getByText(subject)).toBeVisible();
  await page.reload();
  await expect(folderList(page, 'Enviados').getByText(subject)).toBeVisible();
});

test('a saved draft counts in Rascunhos, comes back in the compose and leaves when sent', async ({
  page,
}) => {
  await page.goto('/apps/email');
  await expect(folderLink(page, 'Rascunhos')).toBeVisible();
  await expect(folderList(page, 'Caixa de entrada').getByRole('button').first()).toBeVisible();
  const before = await draftCount(page);
  const subject = 'Pauta da reunião de segunda';
  const dialog = await write(page, 'time@empresa.com.br', subject, 'Itens: orçamento e prazos.');
  await dialog.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page.getByText('Rascunho salvo em Rascunhos.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => draftCount(page)).toBe(before + 1);

  await page.reload();
  await expect.poll(() => draftCount(page)).toBe(before + 1);
  await folderLink(page, 'Rascunhos').click();
  await folderList(page, 'Rascunhos')
    .getByRole('button', { name: new RegExp(subject) })
    .click();
  await page.getByRole('button', { name: 'Continuar rascunho' }).click();
  const again = page.getByRole('dialog', { name: subject });
  await expect(again.getByRole('textbox', { name: 'Mensagem' })).toContainText('orçamento');
  await again.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada.')).toBeVisible();

  await page.reload();
  await expect.poll(() => draftCount(page)).toBe(before);
  await expect(folderList(page, 'Rascunhos').getByText(subject)).toHaveCount(0);
  await folderLink(page, 'Enviados').click();
  await expect(folderList(page, 'Enviados').getByText(subject)).toBeVisible();
});
