import type { StatisticsCard, StatisticsName, TimeRange } from '../types';
import type { Builders, CardQuery } from './analytics-data';
import { DAYS_PER_MONTH, perDay, periods, periodSeries, round, sum } from './series';

type StatisticsCards = { [N in StatisticsName]: StatisticsCard<N> };

/**
 * A statistics tile: its sparkline over the range, and its headline under the same key as
 * the series' name. Tiles that share a figure share its series (the orders tiles, revenue).
 */
function tile(title: string, key: string, data: number[], headline = sum(data)) {
  return { title, series: [{ name: key, data }], analyticsData: { [key]: headline } };
}

const orders = (range: TimeRange) => periodSeries('orders', range, perDay.orders);

/** Distinct active users over the period, against the average point's actives. */
const distinctUsers: Record<TimeRange, number> = {
  'last-28-days': 10.4,
  'last-month': 10.9,
  'last-year': 4.6,
};

export const statisticsCards: Builders<StatisticsName, StatisticsCards> = {
  'orders-bar-chart': ({ range }) => {
    const data = orders(range);
    return { title: 'orders', statistics: sum(data), series: [{ name: 'orders', data }] };
  },

  'profit-line-chart': ({ range }) => {
    const data = periodSeries('profit', range, perDay.profit, { noise: 0.12 });
    return { title: 'profit', statistics: sum(data), series: [{ name: 'profit', data }] };
  },

  subscribers: ({ range }: CardQuery) =>
    tile(
      'subscribers-gained',
      'subscribers',
      periodSeries('subscribers', range, perDay.subscribers, { noise: 0.2 }),
    ),

  revenue: ({ range }) =>
    tile('revenue-generated', 'revenue', periodSeries('revenue', range, perDay.revenue)),

  sales: ({ range }) => tile('sales', 'sales', periodSeries('sales', range, perDay.sales)),

  orders: ({ range }) => tile('orders-received', 'orders', orders(range)),

  'site-traffic': ({ range }) =>
    tile('site-traffic', 'visits', periodSeries('sessions', range, perDay.sessions)),

  'active-users': ({ range }) => {
    // A month's point counts that month's distinct users: about ten times a day's.
    const base = perDay.activeUsers * (periods[range].monthly ? 10 / DAYS_PER_MONTH : 1);
    const data = periodSeries('active-users', range, base, { noise: 0.04 });
    const average = sum(data) / data.length;
    return tile('active-users', 'users', data, round(average * distinctUsers[range]));
  },

  newsletter: ({ range }) =>
    tile(
      'newsletter',
      'newsletter',
      periodSeries('newsletter', range, perDay.newsletter, { noise: 0.25 }),
    ),
};
