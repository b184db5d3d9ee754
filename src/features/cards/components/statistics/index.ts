export { StatisticsTile, type StatisticsTileProps } from './statistics-tile';
export {
  ActiveUsersTile,
  NewsletterTile,
  OrdersBarChartTile,
  OrdersTile,
  ProfitLineChartTile,
  RevenueTile,
  SalesTile,
  SiteTrafficTile,
  SubscribersTile,
} from './tiles';
export { StatisticsSummary, summaryNames } from './statistics-summary';
export { StatisticsGrid } from './statistics-grid';
