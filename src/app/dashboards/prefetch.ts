import type { QueryClient } from '@tanstack/react-query';
import { analyticsCardQueryOptions, statisticsCardQueryOptions } from '@/features/cards/api';
import {
  DEFAULT_RANGE,
  revenueYears,
  type AnalyticsName,
  type CardParams,
  type StatisticsName,
} from '@/features/cards/types';
import { recentInvoicesQueryOptions, recentInvoicesTable } from '@/features/invoice/recent';

/**
 * What a dashboard asks first, started by the router beside the page's chunk: each card's
 * call with the params the card starts with (same keys, so the cards find them in flight).
 * Kept apart from the pages: query options only, no components.
 */
const firstParams: Record<AnalyticsName, CardParams> = {
  'support-tracker': { range: DEFAULT_RANGE },
  'avg-sessions': { range: DEFAULT_RANGE },
  'revenue-report': { year: revenueYears[0] },
  'goal-overview': {},
  revenue: { range: DEFAULT_RANGE },
  'product-orders': { range: DEFAULT_RANGE },
  'sessions-device': { range: DEFAULT_RANGE },
  customers: { range: DEFAULT_RANGE },
};

interface Plan {
  analytics: AnalyticsName[];
  statistics: StatisticsName[];
  invoices: boolean;
}

const plans: Record<'ecommerce' | 'analytics', Plan> = {
  ecommerce: {
    analytics: ['revenue-report', 'revenue', 'goal-overview', 'product-orders', 'customers'],
    statistics: [
      'sales',
      'active-users',
      'orders',
      'revenue',
      'orders-bar-chart',
      'profit-line-chart',
    ],
    invoices: true,
  },
  analytics: {
    analytics: ['avg-sessions', 'support-tracker', 'sessions-device', 'goal-overview', 'customers'],
    statistics: [
      'subscribers',
      'orders',
      'sales',
      'revenue',
      'site-traffic',
      'active-users',
      'newsletter',
    ],
    invoices: false,
  },
};

export function prefetch(queryClient: QueryClient, { url }: { url: URL }) {
  const plan = url.pathname.startsWith('/dashboard/analytics') ? plans.analytics : plans.ecommerce;
  const calls = Promise.all([
    ...plan.analytics.map((name) =>
      queryClient.prefetchQuery(analyticsCardQueryOptions(name, firstParams[name])),
    ),
    ...plan.statistics.map((name) =>
      queryClient.prefetchQuery(statisticsCardQueryOptions(name, { range: DEFAULT_RANGE })),
    ),
    plan.invoices ? queryClient.prefetchQuery(recentInvoicesQueryOptions()) : undefined,
  ]);
  // The table below the fold, once the cards' calls are on their way.
  if (plan.invoices) recentInvoicesTable.start();
  return calls;
}
