import { createRandom } from '@/lib/demo/random';
import {
  revenueYears,
  timeRanges,
  type AnalyticsCard,
  type AnalyticsName,
  type RevenueYear,
  type TimeRange,
} from '../types';
import {
  percentChange,
  perDay,
  periods,
  periodSeries,
  previousSeries,
  round,
  season,
  seedOf,
  sum,
  weekdaySeries,
} from './series';

/** What a card is asked with, already checked (a bad value fell back to its default). */
export interface CardQuery {
  range: TimeRange;
  year: RevenueYear;
}

type Builders<Name extends string, Card extends Record<Name, unknown>> = {
  [N in Name]: (query: CardQuery) => Card[N];
};
type AnalyticsCards = { [N in AnalyticsName]: AnalyticsCard<N> };

/** A figure that differs by range without following a sum (shares, ratios, averages). */
type ByRange = Record<TimeRange, number>;
const byRange = (first: number, month: number, year: number): ByRange => ({
  'last-28-days': first,
  'last-month': month,
  'last-year': year,
});

const ticketShares = { fresh: byRange(0.18, 0.16, 0.09), open: byRange(0.38, 0.27, 0.03) };
/** Days to a first answer: the holiday rush slows the year's average. */
const responseDays = byRange(1.1, 1.3, 1.6);
/** Distinct visitors per session over the period (the longer, the more come back). */
const visitorsPerSession = byRange(0.42, 0.41, 0.27);
const retention = byRange(38.6, 37.9, 41.2);
/** The average customer's tenure, years. */
const tenure = byRange(2.1, 2.1, 2.0);
const orderShares = {
  finished: byRange(0.862, 0.881, 0.953),
  rejected: byRange(0.027, 0.025, 0.031),
};
const customerShares = {
  new: byRange(0.37, 0.36, 0.41),
  returning: byRange(0.54, 0.55, 0.49),
  referrals: byRange(0.09, 0.09, 0.1),
};
/** Percent of sessions by device; each range sums to 100. */
const deviceUsage = {
  desktop: byRange(31.4, 32.2, 34.8),
  mobile: byRange(63.2, 62.1, 59.6),
  tablet: byRange(5.4, 5.7, 5.6),
};
/** Change in share on the period before, in points. */
const deviceTrend = {
  desktop: byRange(-2.1, -1.6, -4.3),
  mobile: byRange(4.3, 3.1, 6.8),
  tablet: byRange(-0.8, 0.4, -1.2),
};

/**
 * The revenue report, year by year (BRL): 2018 and 2019 grow steadily; 2020 starts at 2019's
 * pace and jumps from April, when the shops closed and buying moved online.
 */
const yearlyMonth: Record<RevenueYear, number> = {
  2020: 1_720_000,
  2019: 1_310_000,
  2018: 1_060_000,
};
const yearShape = (year: RevenueYear, month: number) =>
  year === 2020 ? (month < 3 ? 0.8 : 1.07) : 1;
/** The monthly plan: a bit above the year before's pace, following the retail calendar. */
const plannedMonth: Record<RevenueYear, number> = {
  2020: 1_480_000,
  2019: 1_200_000,
  2018: 980_000,
};

function revenueReport(year: RevenueYear): AnalyticsCard<'revenue-report'> {
  const random = createRandom(seedOf('revenue-report', year));
  const earning = season.map((factor, month) =>
    round(yearlyMonth[year] * factor * yearShape(year, month) * (0.96 + random.next() * 0.08)),
  );
  const expense = earning.map((value) => round(value * (0.66 + random.next() * 0.08)));
  const budgetLine = season.map((factor) => round((plannedMonth[year] * factor) / 1000) * 1000);
  return {
    years: [...revenueYears],
    year,
    price: sum(earning),
    budget: sum(budgetLine),
    earning,
    expense,
    budgetLine,
  };
}

export const analyticsCards: Builders<AnalyticsName, AnalyticsCards> = {
  'support-tracker': ({ range }) => {
    const totalTicket = sum(periodSeries('tickets', range, perDay.tickets, { noise: 0.3 }));
    return {
      title: 'support-tracker',
      last_days: [...timeRanges],
      totalTicket,
      newTicket: round(totalTicket * ticketShares.fresh[range]),
      openTicket: round(totalTicket * ticketShares.open[range]),
      responseTime: responseDays[range],
    };
  },

  'avg-sessions': ({ range }) => {
    const { days } = periods[range];
    const current = sum(periodSeries('sessions', range, perDay.sessions));
    const sessions = round(current / days);
    return {
      sessions,
      growth: percentChange(sum(previousSeries('sessions', range, perDay.sessions)), current),
      goal: round((perDay.revenue * days * periods[range].level * 1.12) / 10_000) * 10_000,
      users: round(current * visitorsPerSession[range]),
      retention: retention[range],
      duration: tenure[range],
      series: weekdaySeries('sessions', range, sessions),
    };
  },

  'revenue-report': ({ year }) => revenueReport(year),

  'goal-overview': () => ({ completed: 18_406, inProgress: 1_227 }),

  revenue: ({ range }) => {
    const current = periodSeries('revenue', range, perDay.revenue);
    const previous = previousSeries('revenue', range, perDay.revenue);
    return {
      thisMonth: sum(current),
      lastMonth: sum(previous),
      series: [
        { name: 'current', data: current },
        { name: 'previous', data: previous },
      ],
    };
  },

  'product-orders': ({ range }) => {
    const total = sum(periodSeries('orders', range, perDay.orders));
    const finished = round(total * orderShares.finished[range]);
    const rejected = round(total * orderShares.rejected[range]);
    return { chart_info: { finished, pending: total - finished - rejected, rejected } };
  },

  'sessions-device': ({ range }) => ({
    chart_info: [
      {
        icon: 'Monitor',
        name: 'desktop',
        iconColor: 'mirante',
        usage: deviceUsage.desktop[range],
        upDown: deviceTrend.desktop[range],
      },
      {
        icon: 'Smartphone',
        name: 'mobile',
        iconColor: 'yellow',
        usage: deviceUsage.mobile[range],
        upDown: deviceTrend.mobile[range],
      },
      {
        icon: 'Tablet',
        name: 'tablet',
        iconColor: 'red',
        usage: deviceUsage.tablet[range],
        upDown: deviceTrend.tablet[range],
      },
    ],
  }),

  customers: ({ range }) => {
    const orders = sum(periodSeries('orders', range, perDay.orders));
    const count = (share: ByRange) => round(orders * share[range] * 0.82);
    return {
      listData: [
        { icon: 'UserPlus', iconColor: 'mirante', text: 'new', result: count(customerShares.new) },
        {
          icon: 'Repeat',
          iconColor: 'yellow',
          text: 'returning',
          result: count(customerShares.returning),
        },
        {
          icon: 'Share2',
          iconColor: 'red',
          text: 'referrals',
          result: count(customerShares.referrals),
        },
      ],
    };
  },
};

export type { Builders };
