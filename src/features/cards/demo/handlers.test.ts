import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { issueTokens } from '@/lib/demo/tokens';
import {
  analyticsNames,
  analyticsSchemas,
  revenueReportSchema,
  statisticsNames,
  statisticsSchemas,
  timeRanges,
  type AnalyticsCard,
  type AnalyticsName,
  type StatisticsCard,
  type StatisticsName,
} from '../types';

const origin = 'http://localhost:3000';
let token = '';
beforeEach(async () => {
  token = (await issueTokens(1)).accessToken;
});

const call = (path: string, bearer: string | null = token) =>
  fetch(`${origin}${path}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });

async function card<S extends $ZodType>(path: string, schema: S) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return z.parse(schema, await response.json());
}

const analytics = <N extends AnalyticsName>(name: N, query = '') =>
  card(`/card/card-analytics/${name}${query}`, analyticsSchemas[name]) as Promise<AnalyticsCard<N>>;
const statistics = <N extends StatisticsName>(name: N, query = '') =>
  card(`/card/card-statistics/${name}${query}`, statisticsSchemas[name]) as Promise<
    StatisticsCard<N>
  >;

/** The cards whose figures follow `?range=`. */
const rangedAnalytics = [
  'support-tracker',
  'avg-sessions',
  'sessions-device',
  'customers',
  'revenue',
  'product-orders',
] as const;

describe('card API', () => {
  it('answers every analytics card with its fields, for every range', async () => {
    for (const name of analyticsNames) {
      for (const range of timeRanges) await analytics(name, `?range=${range}`);
      await analytics(name);
    }
  });

  it('answers every statistics card with its fields and a series long enough to draw', async () => {
    for (const name of statisticsNames) {
      const daily = await statistics(name);
      const monthly = await statistics(name, '?range=last-year');
      expect(daily.series[0]?.data).toHaveLength(28);
      expect((await statistics(name, '?range=last-month')).series[0]?.data).toHaveLength(30);
      expect(monthly.series[0]?.data).toHaveLength(12);
      for (const { data } of [...daily.series, ...monthly.series]) {
        expect(data.every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
      }
    }
  });

  it('answers 404 for an unknown card in each family', async () => {
    expect((await call('/card/card-analytics/unknown')).status).toBe(404);
    expect((await call('/card/card-statistics/unknown')).status).toBe(404);
    // Names of the other family, and inherited object keys, are unknown too.
    expect((await call('/card/card-statistics/customers')).status).toBe(404);
    expect((await call('/card/card-analytics/toString')).status).toBe(404);
  });

  it('needs a token, and a caller allowed to read the dashboard', async () => {
    expect((await call('/card/card-analytics/revenue', null)).status).toBe(401);
    expect((await call('/card/card-statistics/orders', 'forged')).status).toBe(401);
    // Account 2 is the demo client: it may read ACL and Auth, not the dashboard.
    const reader = (await issueTokens(2)).accessToken;
    expect((await call('/card/card-analytics/revenue', reader)).status).toBe(403);
    expect((await call('/card/card-statistics/orders', reader)).status).toBe(403);
  });

  it('changes the ranged cards with the range, the same way every time', async () => {
    for (const name of rangedAnalytics) {
      const answers = await Promise.all(
        timeRanges.map((range) => analytics(name, `?range=${range}`)),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size, name).toBe(3);
      expect(await analytics(name, '?range=last-year'), name).toEqual(answers[2]);
    }
    for (const name of statisticsNames) {
      const [first, year] = [await statistics(name), await statistics(name, '?range=last-year')];
      expect(JSON.stringify(first), name).not.toBe(JSON.stringify(year));
    }
  });

  it('gives a year larger totals than 28 days', async () => {
    const [days, year] = [
      await analytics('revenue'),
      await analytics('revenue', '?range=last-year'),
    ];
    expect(year.thisMonth).toBeGreaterThan(days.thisMonth * 8);
    expect(days.series.map((series) => [series.name, series.data.length])).toEqual([
      ['current', 28],
      ['previous', 28],
    ]);
    const tickets = await analytics('support-tracker', '?range=last-year');
    expect(tickets.totalTicket).toBeGreaterThan((await analytics('support-tracker')).totalTicket);
    expect(tickets.last_days).toEqual([...timeRanges]);
    const orders = await statistics('orders-bar-chart', '?range=last-year');
    expect(orders.statistics).toBeGreaterThan((await statistics('orders-bar-chart')).statistics);
  });

  it('falls back to the last 28 days for a missing or bad range', async () => {
    const standard = await analytics('customers', '?range=last-28-days');
    expect(await analytics('customers')).toEqual(standard);
    expect(await analytics('customers', '?range=last-decade')).toEqual(standard);
    expect(await statistics('sales', '?range=')).toEqual(await statistics('sales'));
  });

  it('answers the revenue report of the year asked, the newest by default', async () => {
    const report = (query: string) =>
      card(`/card/card-analytics/revenue-report${query}`, revenueReportSchema);
    const latest = await report('');
    expect(latest).toMatchObject({ year: 2020, years: [2020, 2019, 2018] });
    for (const field of ['earning', 'expense', 'budgetLine'] as const) {
      expect(latest[field]).toHaveLength(12);
    }
    expect(latest.price).toBe(latest.earning.reduce((total, value) => total + value, 0));
    expect(latest.budget).toBe(latest.budgetLine.reduce((total, value) => total + value, 0));
    const older = await report('?year=2018');
    expect(older.year).toBe(2018);
    expect(older.earning).not.toEqual(latest.earning);
    expect(older.price).toBeLessThan(latest.price);
    expect(await report('?year=1999')).toEqual(latest);
  });

  it('keeps shares and percentages plausible', async () => {
    for (const range of timeRanges) {
      const devices = await analytics('sessions-device', `?range=${range}`);
      const usage = devices.chart_info.reduce((total, device) => total + device.usage, 0);
      expect(usage).toBeCloseTo(100, 5);
      expect(devices.chart_info.map((device) => device.name)).toEqual([
        'desktop',
        'mobile',
        'tablet',
      ]);
      const { chart_info: orders } = await analytics('product-orders', `?range=${range}`);
      expect(orders.finished).toBeGreaterThan(orders.pending + orders.rejected);
      const tracker = await analytics('support-tracker', `?range=${range}`);
      expect(tracker.openTicket + tracker.newTicket).toBeLessThan(tracker.totalTicket);
    }
    const sessions = await analytics('avg-sessions');
    expect(sessions.series).toHaveLength(7);
    expect((await analytics('customers')).listData.map((item) => item.text)).toEqual([
      'new',
      'returning',
      'referrals',
    ]);
  });
});
