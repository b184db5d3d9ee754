import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { emails } from '../demo/handlers';
import { DRAFT_STORAGE_KEY, resetCompose } from './compose-store';
import { addAddresses, findProblems, emptyDraft, splitAddresses } from './draft';

// The mailbox, the compose window and the rich-text editor are lazy chunks, the editor the
// heaviest of all: load them once here, so each test below waits for states only.
preloadChunks(
  ...appShellChunks,
  pageChunk('email'),
  () => import('./compose-window'),
  () => import('./body-editor'),
);

async function openCompose() {
  await signInAs('admin');
  const view = renderApp('/apps/email');
  await view.user.click(await screen.findByRole('button', { name: 'Escrever' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem' });
  // The editor mounts after the dialog (its chunk is already loaded): wait for it.
  await within(dialog).findByRole('textbox', { name: 'Mensagem' });
  return { ...view, dialog };
}

describe('draft rules', () => {
  it('splits pasted lists and keeps each address once', () => {
    expect(splitAddresses(' ana@exemplo.com, <bia@exemplo.com>;\ncaio@exemplo.com ')).toEqual([
      'ana@exemplo.com',
      'bia@exemplo.com',
      'caio@exemplo.com',
    ]);
    expect(addAddresses(['Ana@Exemplo.com'], ['ana@exemplo.com', 'bia@exemplo.com'])).toEqual([
      'Ana@Exemplo.com',
      'bia@exemplo.com',
    ]);
  });

  it('needs one valid recipient and no invalid one', () => {
    expect(findProblems(emptyDraft())).toEqual({ invalid: {}, noRecipient: true });
    expect(findProblems({ ...emptyDraft(), bcc: ['ana@exemplo.com'] })).toBeNull();
    expect(findProblems({ ...emptyDraft(), to: ['ana@exemplo.com', 'bia@'] })).toEqual({
      invalid: { to: ['bia@'] },
      noRecipient: false,
    });
  });
});

describe('Compose', () => {
  it('marks an invalid address as soon as it becomes a chip, and will not send', async () => {
    const { user, dialog } = await openCompose();
    const to = within(dialog).getByRole('textbox', { name: 'Para' });
    expect(to).toHaveFocus();
    await user.type(to, 'ana@exemplo.com,fulano@{Enter}');
    expect(within(dialog).getByText('ana@exemplo.com')).toBeVisible();
    expect(within(dialog).getByText('“fulano@” não é um endereço de e-mail válido.')).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('dialog', { name: 'Nova mensagem' })).toBeVisible();
    await waitFor(() => expect(to).toHaveFocus());

    // Removing the wrong chip clears the error.
    await user.click(within(dialog).getByRole('button', { name: 'Remover fulano@' }));
    expect(within(dialog).queryByText(/não é um endereço/)).toBeNull();
  });

  it('asks for a recipient, then for a subject, then sends and forgets the draft', async () => {
    const { user, dialog } = await openCompose();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      within(dialog).getByText('Informe ao menos um destinatário com um e-mail válido.'),
    ).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Para' }), 'ana@exemplo.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const confirm = within(dialog).getByRole('alertdialog', { name: 'Enviar sem assunto?' });
    await user.click(within(confirm).getByRole('button', { name: 'Escrever um assunto' }));
    expect(within(dialog).queryByRole('alertdialog')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar assim mesmo' }));
    expect(await screen.findByText('Mensagem enviada.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova mensagem' })).toBeNull());
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps what was typed when closed and brings it back, even after a reload', async () => {
    const { user, dialog } = await openCompose();
    await user.click(within(dialog).getByRole('button', { name: 'Cc/Cco' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'bia@exemplo.com{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Assunto' }), 'Orçamento 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar e guardar o rascunho' }));
    expect(await screen.findByText(/Rascunho guardado/)).toBeVisible();
    expect(screen.getByText('Há uma mensagem não enviada esperando por você.')).toBeVisible();

    // As after a reload: memory is gone, storage is not.
    resetCompose();
    await user.click(screen.getByRole('button', { name: 'Escrever' }));
    const again = await screen.findByRole('dialog', { name: 'Orçamento 2027' });
    expect(within(again).getByRole('textbox', { name: 'Assunto' })).toHaveValue('Orçamento 2027');
    expect(within(again).getByText('bia@exemplo.com')).toBeVisible();
  });

  it('minimises to a bar and opens again with the same message', async () => {
    const { user, dialog } = await openCompose();
    await user.type(within(dialog).getByRole('textbox', { name: 'Assunto' }), 'Pauta');
    await user.click(within(dialog).getByRole('button', { name: 'Minimizar' }));
    const bar = await screen.findByRole('region', { name: 'Mensagem minimizada' });
    expect(bar).toHaveTextContent('Pauta');
    await user.click(within(bar).getByRole('button', { name: 'Abrir a mensagem' }));
    expect(await screen.findByRole('dialog', { name: 'Pauta' })).toBeVisible();
  });

  it('attaches picked files with their size and refuses the ones over 25 MB', async () => {
    const { user, dialog } = await openCompose();
    const small = new File(['x'.repeat(2048)], 'proposta.pdf', { type: 'application/pdf' });
    const huge = new File(['x'], 'video.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    await user.upload(within(dialog).getByTestId('compose-file-input'), [small, huge]);
    const list = within(dialog).getByRole('group', { name: 'Anexos' });
    expect(list).toHaveTextContent('proposta.pdf');
    expect(list).toHaveTextContent('1 anexo · 2 kB');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('video.mp4 passa de 25 MB');
    await user.click(within(list).getByRole('button', { name: 'Remover o anexo proposta.pdf' }));
    expect(within(dialog).queryByRole('group', { name: 'Anexos' })).toBeNull();
  });
});

describe('Reply and forward', () => {
  it('prefills a reply to the last message, quoted, and a forward with its attachments', async () => {
    await signInAs('admin');
    const email = (await emails.all()).find((item) => item.replies.length > 0 && !item.isDeleted);
    if (!email) throw new Error('the seed has a thread');
    const last = email.replies.at(-1) ?? email;
    const { user } = renderApp(`/apps/email/${email.folder}?open=${email.id}`);
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const reply = await screen.findByRole('dialog', { name: `Re: ${email.subject}` });
    expect(within(reply).getByText(last.from.email)).toBeVisible();
    const body = await within(reply).findByRole('textbox', { name: 'Mensagem' });
    expect(body.querySelector('blockquote')).not.toBeNull();
    expect(body).toHaveTextContent(`${last.from.name} <${last.from.email}> escreveu:`);
    await user.click(within(reply).getByRole('button', { name: 'Fechar e guardar o rascunho' }));

    // A kept draft is not replaced without asking.
    await user.click(screen.getByRole('button', { name: 'Encaminhar' }));
    const ask = await screen.findByRole('dialog', { name: 'Substituir a mensagem não enviada?' });
    await user.click(within(ask).getByRole('button', { name: 'Substituir' }));
    const forward = await screen.findByRole('dialog', { name: `Enc: ${email.subject}` });
    expect(within(forward).getByRole('textbox', { name: 'Para' })).toHaveValue('');
    for (const file of last.attachments) {
      expect(within(forward).getByText(file.fileName)).toBeVisible();
    }
  });
});
