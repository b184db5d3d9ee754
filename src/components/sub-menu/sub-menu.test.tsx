import { Button, Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SubMenu } from './sub-menu';

function OrderMenu() {
  return (
    <Menu>
      <Menu.Target>
        <Button>Ações do pedido</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Ver detalhes</Menu.Item>
        <SubMenu label="Mover para">
          <Menu.Item>Em separação</Menu.Item>
          <Menu.Item>Enviado</Menu.Item>
        </SubMenu>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('SubMenu', () => {
  it('opens on ArrowRight and gives the focus back to its item on ArrowLeft', async () => {
    const { user } = renderWithProviders(<OrderMenu />);
    await user.click(screen.getByRole('button', { name: 'Ações do pedido' }));
    const parent = await screen.findByRole('menuitem', { name: 'Mover para' });
    parent.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Em separação' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(parent).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Enviado' })).toBeNull());
  });
});
