import {
  CustomersCard,
  GoalOverviewCard,
  ProductOrdersCard,
  RevenueCard,
  RevenueReportCard,
} from '@/features/cards/components/analytics';
import {
  OrdersBarChartTile,
  ProfitLineChartTile,
  StatisticsSummary,
} from '@/features/cards/components/statistics';
import { RecentInvoicesCard } from '@/features/invoice/components/recent-invoices-card';
import { WelcomeCard } from './welcome-card';
import classes from './dashboard-grid.module.css';

export const namespaces = ['dashboards', 'cards', 'analytics', 'invoice', 'table'] as const;

/**
 * `/`, the e-commerce dashboard: what an administrator sees first. Every card fetches its
 * own call and fails on its own (a retry in its place), so one failing call never blanks it.
 */
export default function EcommerceDashboardPage() {
  return (
    <div className={classes.grid}>
      <div className={classes.s4}>
        <WelcomeCard to="/dashboard/analytics" />
      </div>
      <div className={classes.s8}>
        <StatisticsSummary />
      </div>
      <div className={classes.s8}>
        <RevenueReportCard />
      </div>
      <div className={`${classes.s4} ${classes.stack}`}>
        <OrdersBarChartTile />
        <ProfitLineChartTile />
      </div>
      {/* Its five columns whole: the row to itself until the screen is wide (1600 px). */}
      <div className={classes.s8table}>
        <RecentInvoicesCard />
      </div>
      <div className={classes.s4pair}>
        <GoalOverviewCard />
      </div>
      <div className={classes.s4pair}>
        <RevenueCard />
      </div>
      <div className={classes.s4pair}>
        <ProductOrdersCard />
      </div>
      <div className={classes.s4pair}>
        <CustomersCard />
      </div>
    </div>
  );
}
