import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storageFor } from './session';

/**
 * The pickers as a person uses them: the city select asks the server as you type and picks;
 * the drop zone takes files, refuses a wrong type and a too large one in words, sends a
 * picture through the demo's file call and keeps a PDF in the browser; the range picker
 * speaks Portuguese and picks a range. (The other examples are walked by the smoke suite and
 * tested in Vitest.)
 */
test.use({ storageState: storageFor('admin') });
test.describe.configure({ timeout: 120_000 });

/** A 1×1 PNG (the demo knows a picture by its first bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const MB = 1024 * 1024;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The list of options a select opened (each select has its own). */
async function listOf(page: Page, field: Locator) {
  const id = await field.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test('the city select narrows as you type, asking the server, and picks a city', async ({
  page,
}) => {
  await open(page, '/forms/elements/select', 'Seleção');
  const card = page.getByRole('region', { name: 'Busca no servidor' });
  const field = card.getByRole('combobox', { name: 'Cidade' });
  await expect(card.getByText(/^Mostrando 20 de \d{3} cidades\.$/)).toBeVisible({
    timeout: 30_000,
  });

  await field.click();
  await field.pressSequentially('sao jose');
  await expect(card.getByText('Mostrando 5 de 5 cidades.')).toBeVisible();
  const list = await listOf(page, field);
  await expect(list.getByRole('option')).toHaveText([
    'São José (SC)',
    'São José de Ribamar (MA)',
    'São José do Rio Preto (SP)',
    'São José dos Campos (SP)',
    'São José dos Pinhais (PR)',
  ]);
  await list.getByRole('option', { name: 'São José dos Campos (SP)' }).click();
  await expect(field).toHaveValue('São José dos Campos (SP)');
  await expect(card.getByText('Escolhido: São José dos Campos (SP)')).toBeVisible();

  await field.fill('');
  await field.pressSequentially('xyzzy');
  await expect(card.getByText('Nenhuma cidade encontrada.')).toBeVisible();
  await expect((await listOf(page, field)).getByText('Nenhum resultado')).toBeVisible();
});

test('the drop zone takes files, refuses the wrong ones in words, sends a picture and keeps a PDF', async ({
  page,
}) => {
  await open(page, '/forms/elements/file-uploader', 'Envio de arquivos');
  const card = page.getByRole('region', { name: 'Vários arquivos' });
  const input = card.locator('input[type="file"]');
  const list = card.getByRole('list', { name: 'Arquivos escolhidos' });
  const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });

  await input.setInputFiles([
    { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%…') },
    { name: 'planta.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(item('contrato.pdf')).toContainText('Aguardando envio');
  // The picture's preview (decorative: its name is beside it).
  await expect(item('planta.png').locator('img')).toBeVisible();

  await input.setInputFiles([
    { name: 'video.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(64) },
    { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * MB) },
  ]);
  const refused = card.getByRole('alert');
  await expect(refused).toContainText('video.mp4: tipo não aceito. Use PDF, PNG ou JPG.');
  await expect(refused).toContainText('scan.png tem 3 MB; o limite é 2 MB.');
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await card.getByRole('button', { name: 'Enviar 2 arquivos' }).click();
  await expect(item('planta.png')).toContainText('Enviado');
  await expect(item('contrato.pdf')).toContainText('Fica no navegador');
  await expect(card.getByText('2 de 2 prontos.')).toBeVisible();

  await card.getByRole('button', { name: 'Remover contrato.pdf' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('the range picker shows Portuguese months and picks a range', async ({ page }) => {
  await open(page, '/forms/elements/date-time-picker', 'Data e hora');
  const card = page.getByRole('region', { name: 'Intervalo com atalhos' });
  const field = card.getByRole('button', { name: 'Período do relatório' });
  await field.click();
  const calendar = page.getByRole('dialog');
  const month = calendar.getByRole('button', { name: 'Escolher o mês' });
  const months =
    /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) \d{4}$/;
  await expect(month).toHaveText(months);
  const shown = await month.textContent();
  await calendar.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(month).toHaveText(months);
  await expect(month).not.toHaveText(shown ?? '');

  await calendar.getByRole('button', { name: /^10 / }).click();
  await calendar.getByRole('button', { name: /^20 / }).click();
  await expect(field).toHaveText(/^10\/(\d{2}\/\d{4}) – 20\/\1$/);
  await expect(card.getByText(/^Escolhido: de 10 de .+ a 20 de .+$/)).toBeVisible();
});
