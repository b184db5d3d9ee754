import {
  AvgSessionsCard,
  CustomersCard,
  GoalOverviewCard,
  ProductOrdersCard,
  RevenueCard,
  RevenueReportCard,
  SessionsDeviceCard,
  SupportTrackerCard,
} from '../components/analytics';
import classes from './analytics-cards-page.module.css';

export const namespaces = ['analytics', 'cards'] as const;

/** `/cards/analytics`: the eight analytics cards, each fetching and failing on its own. */
export default function AnalyticsCardsPage() {
  return (
    <div className={classes.page}>
      <div className={classes.grid}>
        <SupportTrackerCard />
        <AvgSessionsCard />
        <GoalOverviewCard />
        <RevenueReportCard className={classes.wide} />
        <RevenueCard />
        <SessionsDeviceCard />
        <ProductOrdersCard />
        <CustomersCard />
      </div>
    </div>
  );
}
