import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import IconsPage from './icons-page';

const grid = () => within(screen.getByRole('region', { name: 'Ícones' }));
const search = () => screen.getByRole('searchbox', { name: 'Buscar ícones' });

describe('the icons page', () => {
  // jsdom has no layout: give the grid's scroll box a desktop card's size.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720);
  });

  it('counts every icon and draws the first ones as buttons named by the icon', () => {
    renderWithProviders(<IconsPage />, {
      route: '/icons/reactfeather',
      path: '/icons/reactfeather',
    });
    expect(screen.getByText(/^\d\.\d{3} ícones$/)).toBeVisible();
    expect(grid().getByRole('button', { name: 'AArrowDown' })).toBeVisible();
  });

  it('narrows to a Portuguese word, keeps it in the URL, and copies the JSX', async () => {
    const { user, router } = renderWithProviders(<IconsPage />, {
      route: '/icons/reactfeather',
      path: '/icons/reactfeather',
    });
    await user.type(search(), 'Lixeira');
    expect(await screen.findByText('2 encontrados')).toBeVisible();
    expect(
      grid()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Trash', 'TrashOff']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=Lixeira'));

    await user.click(grid().getByRole('button', { name: 'Trash' }));
    expect(await screen.findByText('Copiado: <Trash />')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('<Trash />');
  });

  it('reads the search from the URL, copies a name on request, says when nothing matches', async () => {
    const { user } = renderWithProviders(<IconsPage />, {
      route: '/icons/reactfeather?q=caminh%C3%A3o',
      path: '/icons/reactfeather',
    });
    expect(search()).toHaveValue('caminhão');
    expect(screen.getByText('3 encontrados')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Nome' }));
    await user.click(grid().getByRole('button', { name: 'Truck' }));
    expect(await screen.findByText('Copiado: Truck')).toBeVisible();

    await user.clear(search());
    await user.type(search(), 'zzzz');
    expect(await screen.findByText('Nenhum ícone encontrado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(search()).toHaveValue('');
    expect(await screen.findByText(/^\d\.\d{3} ícones$/)).toBeVisible();
  });
});
