import {
  Activity,
  CircleDollarSign,
  Mail,
  Package,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StatisticsCard, StatisticsName } from '../../types';

/** How a tile draws its series: a filled sparkline, a line, or bars. */
export type StatisticsChart = 'area' | 'line' | 'bar';

export interface StatisticsSpec {
  icon: LucideIcon;
  /** A Mantine colour name: the avatar and the drawing follow the skin through its variables. */
  color: string;
  chart: StatisticsChart;
  /** Amounts of money read as currency, the rest as counts. */
  money?: boolean;
  /**
   * Whether the tile offers its own time-range menu (a parent may always set the range):
   * the two chart cards, and the site's traffic, whose period matters most.
   */
  rangeMenu?: boolean;
}

export const statisticsSpecs: Record<StatisticsName, StatisticsSpec> = {
  'orders-bar-chart': { icon: ShoppingBag, color: 'yellow', chart: 'bar', rangeMenu: true },
  'profit-line-chart': {
    icon: TrendingUp,
    color: 'mirante',
    chart: 'line',
    money: true,
    rangeMenu: true,
  },
  subscribers: { icon: Users, color: 'mirante', chart: 'area' },
  revenue: { icon: CircleDollarSign, color: 'teal', chart: 'area', money: true },
  sales: { icon: ShoppingCart, color: 'grape', chart: 'area' },
  orders: { icon: Package, color: 'yellow', chart: 'area' },
  'site-traffic': { icon: Activity, color: 'cyan', chart: 'line', rangeMenu: true },
  'active-users': { icon: UserCheck, color: 'teal', chart: 'bar' },
  newsletter: { icon: Mail, color: 'red', chart: 'area' },
};

/**
 * A tile's headline figure: the chart cards' `statistics`; the others' `analyticsData` figure
 * named like their series (the first figure when none is).
 */
export function headlineOf(data: StatisticsCard<StatisticsName>): number {
  if ('statistics' in data) return data.statistics;
  const figures = data.analyticsData;
  const key = data.series[0]?.name;
  return (key !== undefined ? figures[key] : undefined) ?? Object.values(figures)[0] ?? 0;
}
