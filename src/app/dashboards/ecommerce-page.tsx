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
      <div className={classes.s8}>
        <RecentInvoicesCard />
      </div>
      <div className={classes.s4}>
        <GoalOverviewCard />
      </div>
      <div className={classes.s4}>
        <RevenueCard />
      </div>
      <div className={classes.s4}>
        <ProductOrdersCard />
      </div>
      <div className={classes.s4}>
        <CustomersCard />
      </div>
    </div>
  );
}
