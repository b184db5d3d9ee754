import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderWithProviders } from '@/test/render';
import SwiperPage from './swiper-page';

describe('the swiper page', () => {
  stubIntersectionObserver();

  it('names each carousel, its slides and controls in Portuguese', async () => {
    renderWithProviders(<SwiperPage />);
    for (const name of [
      'Pousadas recomendadas',
      'Depoimentos de clientes',
      'Galeria de viagens',
      'Avisos do sistema',
      'Relatórios mensais de vendas',
    ]) {
      const region = await screen.findByRole('region', { name });
      expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
    }
    const stays = screen.getByRole('region', { name: 'Pousadas recomendadas' });
    expect(within(stays).getByRole('group', { name: '1 de 7' })).toHaveTextContent(
      'Pousada Casarão Colonial',
    );
  });

  it('has a thumbnail per photo, the current one marked', async () => {
    renderWithProviders(<SwiperPage />);
    const thumbs = await screen.findByRole('list', { name: 'Miniaturas da galeria' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(
      within(thumbs).getByRole('button', { name: 'Mostrar foto 1: Amanhecer na praia' }),
    ).toHaveAttribute('aria-current', 'true');
    expect(
      within(thumbs).getByRole('button', { name: 'Mostrar foto 2: Barcos na enseada' }),
    ).toHaveAttribute('aria-current', 'false');
  });

  it('draws only the reports near the view, placeholders for the rest', async () => {
    renderWithProviders(<SwiperPage />);
    expect(await screen.findByText('2 de 8 relatórios carregados')).toBeInTheDocument();
    const reports = screen.getByRole('region', { name: 'Relatórios mensais de vendas' });
    expect(within(reports).getByText('Janeiro de 2025')).toBeInTheDocument();
    expect(within(reports).queryByText('Agosto de 2025')).toBeNull();
    const last = within(reports).getByRole('group', { name: '8 de 8' });
    // Waiting to be drawn, not loading: no busy mark for the app to wait on.
    expect(last.querySelector('[data-placeholder]')).not.toBeNull();
    expect(last).not.toHaveAttribute('aria-busy');
  });
});
