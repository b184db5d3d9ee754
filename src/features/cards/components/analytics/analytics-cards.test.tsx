import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { analyticsCards } from '../../demo/analytics-data';
import AnalyticsCardsPage from '../../pages/analytics-cards-page';
import type { AnalyticsName, RevenueYear, TimeRange } from '../../types';
import { RevenueReportCard, SessionsDeviceCard, SupportTrackerCard } from '.';

/** What the demo API answers a card (the same builders the handlers use). */
const answer = <N extends AnalyticsName>(
  name: N,
  { range = 'last-28-days', year = 2020 }: { range?: TimeRange; year?: RevenueYear } = {},
) => analyticsCards[name]({ range, year });

/** As a Brazilian reader sees it, with the spaces a DOM text query reads. */
const pt = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('pt-BR', options).format(value).replace(/\s/g, ' ');
const money = (value: number) =>
  pt(value, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const points = (value: number) => pt(value / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A card: a region named by its heading. */
const card = (title: string) => screen.getByRole('region', { name: title });

const failing = (name: AnalyticsName) =>
  mock.get(`*/card/card-analytics/${name}`, () => HttpResponse.json({}, { status: 500 }));

beforeEach(async () => {
  await signInAs('admin');
  // jsdom lays nothing out: give the charts' containers a card's size so that they draw.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 320, height: 240 }),
  );
});

describe('the support tracker', () => {
  it('shows its skeleton, then its tickets in pt-BR, its gauge as a table', async () => {
    renderWithProviders(<SupportTrackerCard />);
    const tracker = card('Central de suporte');
    expect(within(tracker).getByTestId('card-skeleton')).toBeInTheDocument();
    const data = answer('support-tracker');
    expect(await within(tracker).findByText(pt(data.totalTicket))).toBeVisible();
    expect(within(tracker).queryByTestId('card-skeleton')).not.toBeInTheDocument();
    // Days with a decimal comma, as Intl says them in Portuguese.
    expect(within(tracker).getByText('1,1 dia')).toBeVisible();
    const table = within(tracker).getByRole('table', {
      name: 'Chamados concluídos e abertos no período',
    });
    expect(within(table).getByRole('rowheader', { name: 'Abertos' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: pt(data.openTicket) })).toBeTruthy();
  });

  it('asks again with the range picked, and shows the new figures', async () => {
    const { user } = renderWithProviders(<SupportTrackerCard />);
    const tracker = card('Central de suporte');
    const year = answer('support-tracker', { range: 'last-year' });
    await within(tracker).findByText('1,1 dia');
    await user.click(
      within(tracker).getByRole('button', {
        name: 'Período de Central de suporte: Últimos 28 dias',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Último ano' }));
    expect(await within(tracker).findByText(pt(year.totalTicket))).toBeVisible();
    expect(pt(year.totalTicket)).toContain('.');
    expect(within(tracker).getByText('1,6 dia')).toBeVisible();
  });

  it('shows a retry in its place when its call fails, and the retry recovers', async () => {
    server.use(failing('support-tracker'));
    const { user } = renderWithProviders(<SupportTrackerCard />);
    const tracker = card('Central de suporte');
    const alert = await within(tracker).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar “Central de suporte”');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(tracker).findByText(pt(answer('support-tracker').totalTicket)),
    ).toBeVisible();
    expect(within(tracker).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the revenue report', () => {
  it('shows the year earned in reais, its months as a table, and another year on demand', async () => {
    const { user } = renderWithProviders(<RevenueReportCard />);
    const report = card('Relatório de receita');
    expect(within(report).getByTestId('card-skeleton')).toBeInTheDocument();
    const first = answer('revenue-report');
    expect(await within(report).findByText(money(first.price))).toBeVisible();
    expect(money(first.price)).toMatch(/^R\$ \d{1,3}(\.\d{3})+$/);
    expect(within(report).getByText('Receita em 2020')).toBeVisible();
    const table = within(report).getByRole('table', {
      name: 'Receita, despesas e orçamento por mês em 2020',
    });
    // Twelve months named by Intl, after the heading row.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: 'janeiro' })).toBeTruthy();

    await user.click(
      within(report).getByRole('button', { name: 'Ano do relatório de receita: 2020' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: '2018' }));
    const older = answer('revenue-report', { year: 2018 });
    expect(await within(report).findByText(money(older.price))).toBeVisible();
    expect(within(report).getByText('Receita em 2018')).toBeVisible();
    expect(
      within(report).getByRole('button', { name: 'Ano do relatório de receita: 2018' }),
    ).toBeTruthy();
  });

  it('shows a retry in its place when its call fails, and the retry recovers', async () => {
    server.use(failing('revenue-report'));
    const { user } = renderWithProviders(<RevenueReportCard />);
    const report = card('Relatório de receita');
    const alert = await within(report).findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(report).findByText(money(answer('revenue-report').price))).toBeVisible();
  });
});

describe('sessions by device', () => {
  it('lists each device with its share and change, and follows the range', async () => {
    const { user } = renderWithProviders(<SessionsDeviceCard />);
    const devices = card('Sessões por dispositivo');
    expect(within(devices).getByTestId('card-skeleton')).toBeInTheDocument();
    const list = await within(devices).findByRole('list');
    const mobile = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Celular'));
    const data = answer('sessions-device').chart_info.find((device) => device.name === 'mobile');
    expect(mobile).toHaveTextContent(points(data?.usage ?? NaN));
    expect(points(data?.usage ?? NaN)).toMatch(/^\d+,\d%$/);
    const table = within(devices).getByRole('table', {
      name: 'Participação de cada dispositivo nas sessões e sua variação sobre o período anterior',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await user.click(
      within(devices).getByRole('button', {
        name: 'Período de Sessões por dispositivo: Últimos 28 dias',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Último ano' }));
    const year = answer('sessions-device', { range: 'last-year' }).chart_info;
    const desktop = year.find((device) => device.name === 'desktop')?.usage ?? NaN;
    expect(await within(devices).findAllByText(points(desktop))).not.toHaveLength(0);
  });

  it('shows a retry in its place when its call fails, and the retry recovers', async () => {
    server.use(failing('sessions-device'));
    const { user } = renderWithProviders(<SessionsDeviceCard />);
    const devices = card('Sessões por dispositivo');
    const alert = await within(devices).findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(devices).findByRole('list')).toHaveTextContent('Computador');
  });
});

describe('the analytics cards page', () => {
  it('shows the eight cards, each with its data', async () => {
    const { container } = renderWithProviders(<AnalyticsCardsPage />);
    // Eight charts drawn at once in jsdom: slow on a busy machine, so a longer limit. A card
    // is ready with its data before its chart has drawn (the chart library draws after it
    // measures), so the drawings are waited for too.
    const drawn = '[data-chart][aria-hidden="true"] svg';
    await waitFor(
      () => {
        const sections = container.querySelectorAll('section[data-state="ready"]');
        expect(sections).toHaveLength(8);
        sections.forEach((section) => expect(section.querySelector(drawn)).not.toBeNull());
      },
      { timeout: 45_000 },
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    for (const section of container.querySelectorAll('section')) {
      // Every card draws, hides the drawing from screen readers and says its data in a table.
      expect(section.querySelector(drawn)).not.toBeNull();
      expect(within(section).getByRole('table')).toBeInTheDocument();
    }
  });
});
