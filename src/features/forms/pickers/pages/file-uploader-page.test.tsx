import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('forms-file-uploader'));

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 20 * 1024) =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  // jsdom has no object URLs (the previews).
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function openPage() {
  await signInAs('admin');
  renderApp('/forms/elements/file-uploader');
  expect(await screen.findByRole('heading', { level: 1, name: 'Envio de arquivos' })).toBeVisible();
  // As a drop would: the zone checks the types itself.
  return userEvent.setup({ applyAccept: false });
}

describe('FileUploaderPage', () => {
  it('shows the chosen picture at once, and a new one replaces it', async () => {
    const user = await openPage();
    const card = screen.getByRole('region', { name: 'Imagem única com prévia' });
    const input = within(card).getByLabelText('Foto do produto', { selector: 'input' });
    await user.upload(input, file('cadeira.png', 'image/png'));
    expect(within(card).getByRole('img', { name: 'Prévia da foto escolhida' })).toBeVisible();
    expect(within(card).getByText('cadeira.png')).toBeVisible();
    await user.upload(input, file('mesa.jpg', 'image/jpeg'));
    expect(within(card).queryByText('cadeira.png')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Remover mesa.jpg' }));
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('takes up to five documents, says why it refuses the others, and keeps a PDF in the browser', async () => {
    const user = await openPage();
    const card = screen.getByRole('region', { name: 'Vários arquivos' });
    const input = within(card).getByLabelText('Documentos do contrato', { selector: 'input' });
    await user.upload(input, [
      file('contrato.pdf', 'application/pdf'),
      file(
        'proposta.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      file('planta.png', 'image/png', 3 * MB),
    ]);
    const alert = within(card).getByRole('alert');
    expect(
      within(alert).getByText('proposta.docx: tipo não aceito. Use PDF, PNG ou JPG.'),
    ).toBeVisible();
    expect(within(alert).getByText('planta.png tem 3 MB; o limite é 2 MB.')).toBeVisible();
    const list = within(card).getByRole('list', { name: 'Arquivos escolhidos' });
    expect(within(list).getByText('Aguardando envio')).toBeVisible();
    expect(within(card).getByText('0 de 1 prontos.')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Enviar 1 arquivo' }));
    expect(
      await within(list).findByText('Fica no navegador (a API de demonstração guarda só imagens)'),
    ).toBeVisible();
    expect(within(card).getByText('1 de 1 prontos.')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Envio dos documentos' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(card).getByRole('button', { name: 'Tudo enviado' })).toBeDisabled();
  });

  it('says what a required zone lacks until it has its file', async () => {
    const user = await openPage();
    const card = screen.getByRole('region', { name: 'Obrigatório e desativado' });
    expect(within(card).getByText('Anexe o comprovante de endereço.')).toBeVisible();
    const input = within(card).getByLabelText('Comprovante de endereço', { selector: 'input' });
    await user.upload(input, file('conta-de-luz.pdf', 'application/pdf'));
    expect(within(card).queryByText('Anexe o comprovante de endereço.')).toBeNull();
    expect(within(card).getByRole('button', { name: /^Anexos \(desativado\)/ })).toBeDisabled();
  });
});
