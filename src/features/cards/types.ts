import * as z from 'zod/mini';

/**
 * The analytics and statistics cards' calls (SPEC §3, §7, §9): one schema per card name,
 * with the spec's fields. Where a card draws a chart the spec's fields do not carry, the
 * answer adds the series it needs (`series`, `earning`…); nothing the spec names is renamed.
 * Titles, series names and list texts are keys the interface translates (`cards:` keys).
 */

/** The time ranges a card can be asked for (SPEC §9): Last 28 Days, Last Month, Last Year. */
export const timeRanges = ['last-28-days', 'last-month', 'last-year'] as const;
export const timeRangeSchema = z.enum(timeRanges);
export type TimeRange = z.infer<typeof timeRangeSchema>;
export const DEFAULT_RANGE: TimeRange = 'last-28-days';

/** The revenue report's years (SPEC §9), newest first; the first is the default. */
export const revenueYears = [2020, 2019, 2018] as const;
export type RevenueYear = (typeof revenueYears)[number];

/** Mantine colour names the cards may tint an icon or a series with. */
export const cardColorSchema = z.enum(['mirante', 'teal', 'yellow', 'red', 'cyan', 'grape']);
export type CardColor = z.infer<typeof cardColorSchema>;
/** Lucide icons a card's data may name. */
export const cardIconSchema = z.enum([
  'Monitor',
  'Smartphone',
  'Tablet',
  'UserPlus',
  'Repeat',
  'Share2',
]);
export type CardIcon = z.infer<typeof cardIconSchema>;

/** A named series: `name` is a translation key, `data` one value per point. */
export const seriesSchema = z.object({ name: z.string(), data: z.array(z.number()) });
export type Series = z.infer<typeof seriesSchema>;

export const supportTrackerSchema = z.object({
  title: z.string(),
  /** The ranges its menu offers. */
  last_days: z.array(timeRangeSchema),
  totalTicket: z.number(),
  newTicket: z.number(),
  openTicket: z.number(),
  /** Days, on average, to a first answer. */
  responseTime: z.number(),
});

export const avgSessionsSchema = z.object({
  sessions: z.number(),
  /** Percent change on the previous period (signed). */
  growth: z.number(),
  /** Goal amount (currency). */
  goal: z.number(),
  users: z.number(),
  /** Percent. */
  retention: z.number(),
  /** Years. */
  duration: z.number(),
  /** Sessions per day of the week, Monday first. */
  series: z.array(z.number()),
});

export const revenueReportSchema = z.object({
  years: z.array(z.number()),
  /** The year answered (the `year` asked, or the first). */
  year: z.number(),
  /** Earned in that year (currency). */
  price: z.number(),
  budget: z.number(),
  /** Twelve months, January first. */
  earning: z.array(z.number()),
  expense: z.array(z.number()),
  budgetLine: z.array(z.number()),
});

export const goalOverviewSchema = z.object({ completed: z.number(), inProgress: z.number() });

export const revenueSchema = z.object({
  thisMonth: z.number(),
  lastMonth: z.number(),
  /** Revenue per day, for this month and the last one (same length). */
  series: z.array(seriesSchema),
});

export const productOrdersSchema = z.object({
  chart_info: z.object({ finished: z.number(), pending: z.number(), rejected: z.number() }),
});

export const deviceSchema = z.object({
  icon: cardIconSchema,
  /** `desktop`, `mobile` or `tablet` (translated). */
  name: z.string(),
  iconColor: cardColorSchema,
  /** Percent of sessions. */
  usage: z.number(),
  /** Percent change on the previous period (signed). */
  upDown: z.number(),
});
export const sessionsDeviceSchema = z.object({ chart_info: z.array(deviceSchema) });

export const customersSchema = z.object({
  listData: z.array(
    z.object({
      icon: cardIconSchema,
      iconColor: cardColorSchema,
      /** `new`, `returning` or `referrals` (translated). */
      text: z.string(),
      result: z.number(),
    }),
  ),
});

export const analyticsSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema,
} as const;
export type AnalyticsName = keyof typeof analyticsSchemas;
export type AnalyticsCard<N extends AnalyticsName> = z.infer<(typeof analyticsSchemas)[N]>;
export const analyticsNames = Object.keys(analyticsSchemas) as AnalyticsName[];

/** A statistics tile: a headline number (`statistics`) and the sparkline it sums up. */
const statisticsFields = {
  /** Translation key of the tile's label. */
  title: z.string(),
  series: z.array(seriesSchema),
};
export const chartStatisticsSchema = z.object({ ...statisticsFields, statistics: z.number() });
export const analyticsStatisticsSchema = z.object({
  ...statisticsFields,
  /** The headline figures, by key (e.g. `{ subscribers: 92600 }`). */
  analyticsData: z.record(z.string(), z.number()),
});

export const statisticsSchemas = {
  'orders-bar-chart': chartStatisticsSchema,
  'profit-line-chart': chartStatisticsSchema,
  subscribers: analyticsStatisticsSchema,
  revenue: analyticsStatisticsSchema,
  sales: analyticsStatisticsSchema,
  orders: analyticsStatisticsSchema,
  'site-traffic': analyticsStatisticsSchema,
  'active-users': analyticsStatisticsSchema,
  newsletter: analyticsStatisticsSchema,
} as const;
export type StatisticsName = keyof typeof statisticsSchemas;
export type StatisticsCard<N extends StatisticsName> = z.infer<(typeof statisticsSchemas)[N]>;
export const statisticsNames = Object.keys(statisticsSchemas) as StatisticsName[];

/** What a card may be asked with: a time range, and for the revenue report a year. */
export interface CardParams {
  range?: TimeRange;
  year?: RevenueYear;
}
