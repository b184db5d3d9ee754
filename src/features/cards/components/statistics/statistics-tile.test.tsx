import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { statisticsCards } from '../../demo/statistics-data';
import type { StatisticsName, TimeRange } from '../../types';
import { StatisticsGrid } from './statistics-grid';
import classes from './statistics.module.css';
import {
  OrdersBarChartTile,
  RevenueTile,
  SalesTile,
  SiteTrafficTile,
  SubscribersTile,
} from './tiles';

/** A figure as a Brazilian reader sees it in a tile's headline (spaces as the DOM query reads them). */
const compact = (value: number, money = false) =>
  new Intl.NumberFormat('pt-BR', {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(money ? { style: 'currency', currency: 'BRL' } : {}),
  })
    .format(value)
    .replace(/\s/g, ' ');

/** The headline the demo API gives a tile for a range. */
function headline(name: StatisticsName, range: TimeRange = 'last-28-days'): number {
  const data = statisticsCards[name]({ range, year: 2020 });
  if ('statistics' in data) return data.statistics;
  const key = data.series[0]?.name ?? '';
  return data.analyticsData[key] ?? NaN;
}

const failing = (name: StatisticsName) =>
  mock.get(`*/card/card-statistics/${name}`, () =>
    HttpResponse.json({ error: 'Boom' }, { status: 500 }),
  );

beforeEach(async () => {
  await signInAs('admin');
});

describe('a statistics tile', () => {
  it('shows its skeleton, then its figure in pt-BR, its label and its data as a table', async () => {
    renderWithProviders(<SubscribersTile />);
    const tile = screen.getByRole('region', { name: 'Assinantes conquistados' });
    expect(within(tile).getByTestId('card-skeleton')).toBeInTheDocument();
    const figure = compact(headline('subscribers'));
    expect(figure).toMatch(/mil$/);
    // In a right-to-left page the figure keeps its own order ("2,6 mil").
    expect(await within(tile).findByText(figure)).toHaveAttribute('dir', 'auto');
    expect(within(tile).queryByTestId('card-skeleton')).not.toBeInTheDocument();
    expect(within(tile).getByText('Assinantes conquistados', { selector: 'p' })).toBeVisible();
    const table = within(tile).getByRole('table', {
      name: 'Assinantes conquistados, Últimos 28 dias',
    });
    expect(within(table).getByRole('columnheader', { name: 'Novos assinantes' })).toBeTruthy();
    // A row per day, after the heading row.
    expect(within(table).getAllByRole('row')).toHaveLength(29);
  });

  it('writes money as compact currency', async () => {
    renderWithProviders(<RevenueTile />);
    const tile = screen.getByRole('region', { name: 'Receita gerada' });
    const figure = compact(headline('revenue'), true);
    expect(figure).toMatch(/^R\$/);
    expect(await within(tile).findByText(figure)).toBeVisible();
  });

  it('shows a retry in its place when its call fails, and the retry recovers', async () => {
    server.use(failing('sales'));
    const { user } = renderWithProviders(<SalesTile />);
    const tile = screen.getByRole('region', { name: 'Vendas' });
    const alert = await within(tile).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar “Vendas”');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(tile).findByText(compact(headline('sales')))).toBeVisible();
    expect(within(tile).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes its figure and its table with the range menu', async () => {
    const { user } = renderWithProviders(<OrdersBarChartTile />);
    const tile = screen.getByRole('region', { name: 'Pedidos' });
    const month = compact(headline('orders-bar-chart'));
    const year = compact(headline('orders-bar-chart', 'last-year'));
    expect(year).not.toBe(month);
    expect(await within(tile).findByText(month)).toBeVisible();
    await user.click(
      within(tile).getByRole('button', { name: 'Período de Pedidos: Últimos 28 dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Último ano' }));
    expect(await within(tile).findByText(year)).toBeVisible();
    const table = within(tile).getByRole('table', { name: 'Pedidos, Último ano' });
    // Twelve months, after the heading row.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(
      within(tile).getByRole('button', { name: 'Período de Pedidos: Último ano' }),
    ).toBeTruthy();
  });

  it('with a range menu, takes the room of two tiles in a grid by itself', async () => {
    renderWithProviders(
      <StatisticsGrid>
        <SalesTile />
        <SiteTrafficTile />
      </StatisticsGrid>,
    );
    const traffic = screen.getByRole('region', { name: 'Tráfego do site' });
    expect(
      await within(traffic).findByRole('button', { name: /^Período de Tráfego do site/ }),
    ).toBeVisible();
    expect(traffic).toHaveClass(classes.wide ?? 'wide');
    expect(screen.getByRole('region', { name: 'Vendas' })).not.toHaveClass(classes.wide ?? 'wide');
  });

  it('in its compact variant shows the figure and label without a chart', async () => {
    renderWithProviders(<SubscribersTile variant="compact" />);
    const tile = screen.getByRole('region', { name: 'Assinantes conquistados' });
    expect(await within(tile).findByText(compact(headline('subscribers')))).toBeVisible();
    await waitFor(() => expect(within(tile).queryByRole('table')).not.toBeInTheDocument());
    expect(within(tile).queryByRole('button')).not.toBeInTheDocument();
  });
});
