import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import RatingsPage from './ratings-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the ratings page', () => {
  it('names every rating: a read-only one as a picture, an editable one as a group', () => {
    renderWithProviders(<RatingsPage />);
    expect(screen.getByRole('img', { name: '4,5 de 5 estrelas' })).toBeVisible();
    expect(screen.getByText('4,5 de 5')).toBeVisible();
    const half = screen.getByRole('radiogroup', { name: 'Sua nota para a entrega' });
    expect(within(half).getByRole('radio', { name: '3,5 estrelas' })).toBeChecked();
    const faces = screen.getByRole('radiogroup', { name: 'Atendimento' });
    expect(within(faces).getByRole('radio', { name: 'Excelente' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tamanho grande: 4 de 5 estrelas' })).toBeVisible();
    const ten = screen.getByRole('radiogroup', { name: /^De 1 a 10/ });
    expect(within(ten).getByRole('radio', { name: '10 estrelas' })).toBeInTheDocument();
  });

  it('changes a half-star rating and says the new one', async () => {
    const { user } = renderWithProviders(<RatingsPage />);
    const half = screen.getByRole('radiogroup', { name: 'Sua nota para a entrega' });
    // A star is picked by its label (a click) or with Space on its radio.
    within(half).getByRole('radio', { name: '4,5 estrelas' }).focus();
    await user.keyboard(' ');
    expect(card('Meias estrelas').getByText('Sua nota: 4,5 de 5')).toBeVisible();
  });

  it('asks for the stars and a comment, then counts the review', async () => {
    const { user } = renderWithProviders(<RatingsPage />);
    const review = card('Resumo de avaliações');
    expect(review.getByText('128 avaliações')).toBeVisible();
    expect(review.getByRole('img', { name: 'Média: 4,3 de 5 estrelas' })).toBeVisible();
    expect(
      review.getByRole('progressbar', { name: '5 estrelas: 78 avaliações (61%)' }),
    ).toBeVisible();

    await user.click(review.getByRole('button', { name: 'Publicar avaliação' }));
    expect(review.getByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
    expect(review.getByText('Conte o que achou do produto.')).toBeVisible();
    const stars = review.getByRole('radiogroup', { name: /^Sua nota/ });
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(stars).toHaveAccessibleDescription('Escolha de 1 a 5 estrelas.');

    within(stars).getByRole('radio', { name: '4 estrelas' }).focus();
    await user.keyboard(' ');
    await user.type(review.getByRole('textbox', { name: /^Comentário/ }), 'Tecido macio, ótima.');
    await user.click(review.getByRole('button', { name: 'Publicar avaliação' }));
    expect(
      await screen.findByText('Obrigado! Sua avaliação de 4 estrelas foi publicada.'),
    ).toBeVisible();
    await waitFor(() => expect(review.getByText('129 avaliações')).toBeVisible());
    expect(review.getByRole('progressbar', { name: /^4 estrelas: 30 avaliações/ })).toBeVisible();
  });
});
