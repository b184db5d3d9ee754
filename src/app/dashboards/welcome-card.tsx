import { Button, Card, Skeleton, Text, Title } from '@mantine/core';
import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useStatisticsCard } from '@/features/cards/api';
import { DEFAULT_RANGE } from '@/features/cards/types';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from './welcome-card.module.css';

interface WelcomeCardProps {
  /** Where its button leads: the other dashboard. */
  to: '/' | '/dashboard/analytics';
}

/**
 * The greeting at the top of a dashboard: the signed-in person by first name and the sales
 * of the last 28 days (the `sales` statistics call, the same query the sales tile makes).
 */
export function WelcomeCard({ to }: WelcomeCardProps) {
  const { t } = useTranslation('dashboards');
  const { currency } = useFormat();
  const user = useCurrentUser();
  const sales = useStatisticsCard('sales', { range: DEFAULT_RANGE });
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';
  const amount = sales.data?.analyticsData.sales;
  return (
    <Card component="section" className={classes.welcome} withBorder>
      <div className={classes.welcomeIcon} aria-hidden="true">
        <Trophy size={28} />
      </div>
      <Title order={2} className={classes.welcomeTitle}>
        {firstName ? t('welcome.title', { name: firstName }) : t('welcome.titleAnonymous')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('welcome.text')}
      </Text>
      <Text className={classes.welcomeFigure} aria-live="polite">
        {amount !== undefined ? (
          currency(amount)
        ) : sales.error ? (
          t('welcome.unavailable')
        ) : (
          <Skeleton component="span" height={32} width={160} display="inline-block" />
        )}
      </Text>
      <Button
        component={Link}
        to={to}
        variant="light"
        size="sm"
        rightSection={<ArrowRight size={16} aria-hidden="true" className="mirror-rtl" />}
        className={classes.welcomeAction}
      >
        {to === '/' ? t('welcome.toEcommerce') : t('welcome.toAnalytics')}
      </Button>
    </Card>
  );
}
