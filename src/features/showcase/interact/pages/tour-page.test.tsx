import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import TourPage from './tour-page';

const step = () => screen.getByRole('dialog');

describe('the tour page', () => {
  it('goes step by step, back and forth, ends on Concluir and gives the focus back', async () => {
    const { user } = renderWithProviders(<TourPage />);
    const start = await screen.findByRole('button', { name: 'Iniciar tour' });
    await user.click(start);

    expect(await screen.findByRole('dialog', { name: 'Busque um pedido' })).toBeVisible();
    expect(step()).toHaveTextContent('Passo 1 de 5');
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Próximo' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('dialog', { name: 'Filtre por situação' })).toHaveTextContent(
      'Passo 2 de 5',
    );
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('dialog', { name: 'Busque um pedido' })).toBeVisible();

    for (const title of ['Filtre por situação', 'Indicadores do período', 'Lista de pedidos']) {
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('dialog', { name: 'Exporte os dados' })).toHaveTextContent(
      'Passo 5 de 5',
    );
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Tour concluído')).toBeVisible();
    const restart = screen.getByRole('button', { name: 'Reiniciar tour' });
    await waitFor(() => expect(restart).toHaveFocus());
  });

  it('ends on Esc, without the finished state, the focus back on the start button', async () => {
    const { user } = renderWithProviders(<TourPage />);
    await user.click(await screen.findByRole('button', { name: 'Iniciar tour' }));
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    await screen.findByRole('dialog', { name: 'Filtre por situação' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Próximo' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Tour concluído')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar tour' })).toHaveFocus());
  });

  it('skips from any step', async () => {
    const { user } = renderWithProviders(<TourPage />);
    await user.click(await screen.findByRole('button', { name: 'Iniciar tour' }));
    await user.click(await screen.findByRole('button', { name: 'Pular' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Iniciar tour' })).toBeEnabled();
  });
});
