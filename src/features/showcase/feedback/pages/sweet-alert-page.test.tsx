import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type * as Timing from '../timing';
import SweetAlertPage from './sweet-alert-page';

// The invoice "takes" a moment, not 1.2 s: the test waits for states.
vi.mock('../timing', async (importOriginal) => {
  const real = await importOriginal<typeof Timing>();
  return { ...real, delays: { ...real.delays, save: 50 } };
});

/** The page inside the signed-in frame's modals manager. */
const renderPage = () =>
  renderWithProviders(
    <ModalsProvider>
      <SweetAlertPage />
    </ModalsProvider>,
  );

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the sweet-alert page', () => {
  it('answers a confirmation both ways, and the focus returns to the opener', async () => {
    const { user } = renderPage();
    const orders = card('Confirmação');
    const opener = orders.getByRole('button', { name: 'Excluir o pedido #4821' });

    await user.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Excluir o pedido #4821?' });
    expect(within(dialog).getByText(/Mariana Costa/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(orders.getByRole('status')).toHaveTextContent('Nada foi excluído.');
    expect(orders.getByText('#4821')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());

    // Escape answers "no" too.
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Excluir o pedido #4821?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(orders.getByText('#4821')).toBeVisible();

    await user.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Excluir o pedido #4821?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(orders.getByRole('status')).toHaveTextContent('Pedido #4821 excluído.');
    expect(orders.queryByText('#4821')).toBeNull();
    expect(orders.getByText('#4822')).toBeVisible();
    // Its row is gone: the focus is on the list, not lost.
    await waitFor(() =>
      expect(orders.getByRole('group', { name: 'Pedidos recentes' })).toHaveFocus(),
    );
  });

  it('shows each kind of alert with its own words, and closes it', async () => {
    const { user } = renderPage();
    const opener = screen.getByRole('button', { name: 'Aviso' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Estoque baixo' });
    expect(within(dialog).getByText(/Restam só 3 unidades/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('checks the prompt’s field beside it, then sends', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar boleto por e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar o boleto por e-mail' });
    const email = within(dialog).getByRole('textbox', { name: /^E-mail do cliente/ });
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Enviar boleto' }));
    expect(within(dialog).getByText('Informe o e-mail, como nome@empresa.com.br.')).toBeVisible();
    await user.type(email, 'joao.pereira@gmail');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar boleto' }));
    expect(
      within(dialog).getByText('Informe um e-mail válido, como nome@empresa.com.br.'),
    ).toBeVisible();
    await user.type(email, '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar boleto' }));
    expect(await screen.findByText('Boleto enviado para joao.pereira@gmail.com.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('spins the confirm button while the invoice is issued, then says it is done', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Emitir nota fiscal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Emitir a nota fiscal do pedido #4830?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Emitir nota' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(
      await screen.findByText('Nota fiscal 000.483 emitida e enviada para Rafael Nogueira.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts down in the alert that closes itself, and closes at once when asked', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rascunho salvo' });
    expect(within(dialog).getByText(/^Esta mensagem fecha em \d segundos?\.$/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar agora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
