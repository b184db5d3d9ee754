import {
  AvgSessionsCard,
  CustomersCard,
  GoalOverviewCard,
  SessionsDeviceCard,
  SupportTrackerCard,
} from '@/features/cards/components/analytics';
import {
  ActiveUsersTile,
  NewsletterTile,
  OrdersTile,
  RevenueTile,
  SalesTile,
  SiteTrafficTile,
  StatisticsGrid,
  SubscribersTile,
} from '@/features/cards/components/statistics';
import { WelcomeCard } from './welcome-card';
import classes from './dashboard-grid.module.css';

export const namespaces = ['dashboards', 'cards', 'analytics'] as const;

/** `/dashboard/analytics`: audience, sessions, support and the site's traffic at a glance. */
export default function AnalyticsDashboardPage() {
  return (
    <div className={classes.grid}>
      <div className={classes.s6}>
        <WelcomeCard to="/" />
      </div>
      <div className={classes.s3}>
        <SubscribersTile />
      </div>
      <div className={classes.s3}>
        <OrdersTile />
      </div>
      <div className={classes.s6}>
        <AvgSessionsCard />
      </div>
      <div className={classes.s6}>
        <SupportTrackerCard />
      </div>
      <div className={classes.s12}>
        <StatisticsGrid>
          <SalesTile />
          <RevenueTile />
          <SiteTrafficTile />
          <ActiveUsersTile />
          <NewsletterTile />
        </StatisticsGrid>
      </div>
      <div className={classes.s4}>
        <SessionsDeviceCard />
      </div>
      <div className={classes.s4}>
        <GoalOverviewCard />
      </div>
      <div className={classes.s4}>
        <CustomersCard />
      </div>
    </div>
  );
}
