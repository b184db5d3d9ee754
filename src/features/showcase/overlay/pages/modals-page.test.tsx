import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ModalsPage from './modals-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the modals page', () => {
  it('keeps Tab inside the open modal, closes on Escape and gives the focus back', async () => {
    const { user } = renderWithProviders(<ModalsPage />);
    const opener = card('Formulário no modal').getByRole('button', {
      name: 'Convidar para a equipe',
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para a equipe' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    await waitFor(() => expect(name).toHaveFocus());

    // Round the dialog's controls twice: the focus never leaves it.
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('checks the form beside its fields, then sends and closes', async () => {
    const { user } = renderWithProviders(<ModalsPage />);
    await user.click(screen.getByRole('button', { name: 'Convidar para a equipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar para a equipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('Informe o nome da pessoa.')).toBeVisible();
    expect(within(dialog).getByText('Informe o e-mail, como nome@empresa.com.br.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Rafael Nogueira');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'rafael@loja');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(
      within(dialog).getByText('Informe um e-mail válido, como nome@empresa.com.br.'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), '.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(
      await screen.findByText('Convite enviado para Rafael Nogueira (rafael@loja.com.br).'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a confirmation on top; Escape closes only that one, and the focus returns inside the first', async () => {
    const { user } = renderWithProviders(<ModalsPage />);
    await user.click(screen.getByRole('button', { name: 'Ver pedido nº 4821' }));
    const details = await screen.findByRole('dialog', { name: 'Pedido nº 4821' });
    const remove = within(details).getByRole('button', { name: 'Excluir pedido' });
    await user.click(remove);
    const question = await screen.findByRole('dialog', { name: 'Excluir este pedido?' });
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(question).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Excluir este pedido?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Pedido nº 4821' })).toBeVisible();
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Excluir este pedido?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim, excluir' }));
    expect(await screen.findByText('Pedido nº 4821 excluído.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the modal by its size', async () => {
    const { user } = renderWithProviders(<ModalsPage />);
    await user.click(card('Tamanhos').getByRole('button', { name: 'Grande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modal: Grande' });
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
