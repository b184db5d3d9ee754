import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { emails } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('email'));

describe('EmailPage', () => {
  it('lists the inbox with its unread count, selects all and marks them read', async () => {
    await signInAs('admin');
    const { user } = renderApp('/apps/email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caixa de entrada' }),
    ).toBeVisible();
    const folders = screen.getByRole('navigation', { name: 'Pastas' });
    const unread = (await emails.all()).filter(
      (email) => email.folder === 'inbox' && !email.isRead,
    ).length;
    expect(await within(folders).findByLabelText(`${unread} não lidas`)).toHaveTextContent(
      String(unread),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    const inbox = (await emails.all()).filter(
      (email) => email.folder === 'inbox' && !email.isDeleted,
    ).length;
    expect(screen.getByText(`${inbox} selecionados`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Marcar como lida' }));
    const inboxLink = within(folders).getByRole('link', { name: /Caixa de entrada/ });
    await waitFor(() => expect(within(inboxLink).queryByLabelText(/não lidas?$/)).toBeNull());
    expect(
      (await emails.all()).filter((email) => email.folder === 'inbox' && !email.isRead),
    ).toHaveLength(0);
  });

  it('says so when a folder is empty, and when a search finds nothing', async () => {
    await signInAs('admin');
    await emails.updateWhere(
      (email) => email.folder === 'trash',
      () => ({ isDeleted: true }),
    );
    renderApp('/apps/email/trash');
    expect(await screen.findByText('Nada por aqui.')).toBeVisible();
  });

  it('asks before deleting for good from the trash', async () => {
    await signInAs('admin');
    const { user } = renderApp('/apps/email/trash');
    // The list, not only its section: select-all needs the emails loaded.
    await screen.findByRole('region', { name: 'Lista de e-mails: Lixeira' });
    const inTrash = (await emails.all()).filter((email) => email.folder === 'trash').length;
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('button', { name: 'Excluir para sempre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir para sempre?' });
    expect(dialog).toHaveTextContent(`Os ${inTrash} e-mails selecionados serão excluídos`);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir para sempre' }));
    await waitFor(async () =>
      expect((await emails.all()).filter((email) => email.isDeleted)).toHaveLength(inTrash),
    );
    expect(await screen.findByText('Nada por aqui.')).toBeVisible();
  });
});
