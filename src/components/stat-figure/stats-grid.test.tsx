import { screen, within } from '@testing-library/react';
import { Users, Wallet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { StatsGrid, type Stat } from './stats-grid';

const stats: Stat[] = [
  { id: 'all', icon: Users, color: 'mirante', figure: '60', label: 'Total de usuários' },
  { id: 'paid', icon: Wallet, color: 'teal', figure: 'R$ 292.358', label: 'Recebido' },
];
const failure = new ApiError('http', 500, 'Internal Server Error');

describe('StatsGrid', () => {
  it('is a region named by its label, a tile a figure over its words', () => {
    renderWithProviders(<StatsGrid label="Resumo" stats={stats} errorTitle="Falhou" />);
    const region = screen.getByRole('region', { name: 'Resumo' });
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(within(region).getByText('R$ 292.358')).toBeVisible();
    expect(within(region).getByText('Total de usuários')).toBeVisible();
  });

  it('draws a skeleton a tile while the figures load', () => {
    const { container } = renderWithProviders(
      <StatsGrid label="Resumo" stats={undefined} placeholders={3} errorTitle="Falhou" />,
    );
    expect(screen.getByRole('region', { name: 'Resumo' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.mantine-Skeleton-root[data-visible]').length).toBe(9);
  });

  it('says what failed in place of the tiles, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <StatsGrid
        label="Resumo"
        stats={undefined}
        error={failure}
        errorTitle="Não foi possível contar os usuários"
        onRetry={onRetry}
      />,
    );
    const alert = within(screen.getByRole('region', { name: 'Resumo' })).getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível contar os usuários');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the figures shown when a refresh fails', () => {
    renderWithProviders(
      <StatsGrid label="Resumo" stats={stats} error={failure} errorTitle="Falhou" />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('60')).toBeVisible();
  });
});
