/**
 * The eight analytics cards (SPEC §3), each a self-contained card that fetches its own call
 * (`useAnalyticsCard`), for the dashboards and the card gallery. Each takes `order` (its
 * heading level) and `className` (its place in a grid). Cards with a menu ask with an explicit
 * param from the start: `{ range: 'last-28-days' }`, the revenue report `{ year: 2020 }`, the
 * goal overview `{}` — a page that prefetches them uses the same params.
 */
export { AvgSessionsCard } from './avg-sessions-card';
export { CustomersCard } from './customers-card';
export { GoalOverviewCard } from './goal-overview-card';
export type { AnalyticsCardProps } from './parts';
export { ProductOrdersCard } from './product-orders-card';
export { RevenueCard } from './revenue-card';
export { RevenueReportCard } from './revenue-report-card';
export { SessionsDeviceCard } from './sessions-device-card';
export { SupportTrackerCard } from './support-tracker-card';
