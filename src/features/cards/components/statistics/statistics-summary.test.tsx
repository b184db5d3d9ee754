import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { statisticsCards } from '../../demo/statistics-data';
import type { TimeRange } from '../../types';
import { StatisticsSummary } from './statistics-summary';

const count = (value: number) =>
  new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 })
    .format(value)
    .replace(/\s/g, ' ');
const sales = (range: TimeRange) =>
  statisticsCards.sales({ range, year: 2020 }).analyticsData.sales ?? NaN;

/** A titled card is the section around its heading. */
const summaryCard = () =>
  screen.getByRole('heading', { level: 2, name: 'Estatísticas' }).closest('section') as HTMLElement;

beforeEach(async () => {
  await signInAs('admin');
});

describe('StatisticsSummary', () => {
  it('lists sales, active users, orders and revenue, and follows its range menu', async () => {
    const { user } = renderWithProviders(<StatisticsSummary />);
    const card = summaryCard();
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Vendas'),
      expect.stringContaining('Usuários ativos'),
      expect.stringContaining('Pedidos recebidos'),
      expect.stringContaining('Receita gerada'),
    ]);
    expect(within(card).getByText(count(sales('last-28-days')))).toBeVisible();
    await user.click(
      within(card).getByRole('button', { name: 'Período de Estatísticas: Últimos 28 dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Último mês' }));
    expect(await within(card).findByText(count(sales('last-month')))).toBeVisible();
  });

  it('fails as one card with a retry when one of its calls fails, and recovers', async () => {
    server.use(
      mock.get('*/card/card-statistics/orders', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<StatisticsSummary />);
    const card = summaryCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar “Estatísticas”');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(card).findAllByRole('listitem')).toHaveLength(4);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
