import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import DropdownsPage from './dropdowns-page';

describe('the dropdowns page', () => {
  it('opens the submenu with the keyboard and picks from it', async () => {
    const { user } = renderWithProviders(<DropdownsPage />);
    const button = screen.getByRole('button', { name: 'Ações do pedido' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const move = within(menu).getByRole('menuitem', { name: 'Mover para' });
    expect(within(menu).getByRole('menuitem', { name: /Cancelar pedido/ })).toBeDisabled();

    // Down the items to "Mover para", then into its submenu with the right arrow.
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Ver detalhes' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(move).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const shipped = await screen.findByRole('menuitem', { name: 'Enviado' });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Em separação' })).toHaveFocus(),
    );

    // Left goes back to the parent item; right again and Enter picks.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(move).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Enviado' })).toBeNull());
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Em separação' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(shipped).not.toBeInTheDocument();
    expect(await screen.findByText('Última ação: Movido para “Enviado”')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user } = renderWithProviders(<DropdownsPage />);
    const button = screen.getByRole('button', { name: 'Editar' });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Colar/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
  });
});
