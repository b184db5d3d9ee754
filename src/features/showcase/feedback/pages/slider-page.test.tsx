import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import SliderPage from './slider-page';

describe('the slider page', () => {
  it('names every thumb and says its value in words', () => {
    renderWithProviders(<SliderPage />);
    const sliders = screen.getAllByRole('slider');
    for (const slider of sliders) expect(slider).toHaveAccessibleName();
    expect(screen.getByRole('slider', { name: 'Desconto da campanha' })).toHaveAttribute(
      'aria-valuetext',
      '15%',
    );
    expect(screen.getByRole('slider', { name: 'Preço mínimo' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s150,00$/),
    );
    expect(screen.getByRole('slider', { name: 'Preço máximo' })).toHaveAttribute(
      'aria-valuenow',
      '800',
    );
    expect(screen.getByRole('slider', { name: 'Limite de crédito' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves with the keyboard, and the value beside the name follows', async () => {
    const { user } = renderWithProviders(<SliderPage />);
    const installments = screen.getByRole('slider', { name: 'Parcelamento' });
    const card = within(screen.getByRole('region', { name: 'Passos e marcas' }));
    installments.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(installments).toHaveAttribute('aria-valuetext', '8x');
    expect(card.getAllByText('8x')[0]).toBeVisible();

    const low = screen.getByRole('slider', { name: 'Preço mínimo' });
    low.focus();
    await user.keyboard('{ArrowRight}');
    expect(low).toHaveAttribute('aria-valuenow', '200');
    expect(screen.getByText(/^De R\$\s200,00 a R\$\s800,00$/)).toBeVisible();
  });
});
