import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('says it is loading, with the logo and three dots', () => {
    renderWithProviders(<LoadingScreen />);
    const status = screen.getByRole('status', { name: 'Carregando…' });
    expect(status.querySelectorAll('svg')).toHaveLength(1);
    expect(status.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  });
});
