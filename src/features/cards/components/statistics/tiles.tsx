import type { StatisticsName } from '../../types';
import { StatisticsTile, type StatisticsTileProps } from './statistics-tile';

/** A statistics call as a tile of its own, for the dashboards and the gallery to place. */
function tileOf(name: StatisticsName) {
  const Tile = (props: StatisticsTileProps) => <StatisticsTile name={name} {...props} />;
  Tile.displayName = `StatisticsTile(${name})`;
  return Tile;
}

export const OrdersBarChartTile = tileOf('orders-bar-chart');
export const ProfitLineChartTile = tileOf('profit-line-chart');
export const SubscribersTile = tileOf('subscribers');
export const RevenueTile = tileOf('revenue');
export const SalesTile = tileOf('sales');
export const OrdersTile = tileOf('orders');
export const SiteTrafficTile = tileOf('site-traffic');
export const ActiveUsersTile = tileOf('active-users');
export const NewsletterTile = tileOf('newsletter');
