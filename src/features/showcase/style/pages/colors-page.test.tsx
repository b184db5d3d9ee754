import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ColorsPage from './colors-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the colours page', () => {
  it('shows the named colours and ten shades of each, with their tokens and values', () => {
    renderWithProviders(<ColorsPage />);
    const theme = card('Cores do tema');
    expect(
      theme.getByRole('button', {
        name: /^Copiar Primária --mantine-color-mirante-filled #5548e9/,
      }),
    ).toBeVisible();
    expect(theme.getAllByRole('button', { name: /^Copiar / })).toHaveLength(7);
    for (const title of [
      'Primária',
      'Secundária',
      'Sucesso',
      'Perigo',
      'Atenção',
      'Informação',
      'Escura',
    ]) {
      const shades = card(title).getByRole('group', { name: `Tons de ${title}` });
      expect(within(shades).getAllByRole('button')).toHaveLength(10);
    }
    // The shade the filled variant uses in the light skin is marked.
    expect(
      card('Primária').getByRole('button', {
        name: 'Copiar --mantine-color-mirante-6 padrão #5548e9',
      }),
    ).toBeVisible();
    // Text on a swatch is black or white, whichever reads better.
    expect(
      card('Primária').getByRole('button', { name: /--mantine-color-mirante-0 / }),
    ).toHaveStyle({ color: '#000000' });
    expect(
      card('Primária').getByRole('button', { name: /--mantine-color-mirante-9 / }),
    ).toHaveStyle({ color: '#ffffff' });
  });

  it('copies a value or its variable, and says so', async () => {
    const { user } = renderWithProviders(<ColorsPage />);
    const danger = card('Perigo');
    await user.click(danger.getByRole('button', { name: /--mantine-color-red-6 / }));
    expect(await screen.findByText('Copiado: #fa5252')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('#fa5252');

    await user.click(screen.getByRole('radio', { name: 'Variável CSS' }));
    await user.click(danger.getByRole('button', { name: /--mantine-color-red-6 / }));
    expect(await screen.findByText('Copiado: var(--mantine-color-red-6)')).toBeVisible();
  });

  it('shows another of the theme colours when picked', async () => {
    const { user } = renderWithProviders(<ColorsPage />);
    const others = card('Outras cores do tema');
    expect(others.getByRole('group', { name: 'Tons de Azul' })).toBeVisible();
    await user.click(others.getByRole('combobox', { name: 'Cor' }));
    await user.click(await screen.findByRole('option', { name: 'Laranja' }));
    const orange = others.getByRole('group', { name: 'Tons de Laranja' });
    expect(within(orange).getByRole('button', { name: /--mantine-color-orange-9 / })).toBeVisible();
  });
});
