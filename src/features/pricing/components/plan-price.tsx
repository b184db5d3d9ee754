import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import type { PricingPlan } from '../types';
import type { BillingPeriod } from './billing';
import classes from './pricing.module.css';
import { usePlanMoney } from './use-plan-money';

/** The price a month for the billing chosen, and what it means for the year. */
export function PlanPrice({ plan, billing }: { plan: PricingPlan; billing: BillingPeriod }) {
  const { t } = useTranslation('pricing');
  const money = usePlanMoney();
  const yearly = billing === 'yearly';
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const note =
    perMonth === 0
      ? t('plan.free')
      : yearly
        ? t('plan.perYear', { amount: money(plan.yearlyPlan.totalAnnual) })
        : t('plan.billedMonthly');
  return (
    <div className={classes.priceBlock}>
      <p className={classes.price}>
        <bdi className={classes.amount}>{money(perMonth)}</bdi>
        <span className={classes.unit}>{t('plan.perMonth')}</span>
      </p>
      <Text size="sm" c="dimmed" ta="center">
        {note}
      </Text>
    </div>
  );
}
