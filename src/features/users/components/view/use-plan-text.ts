import { DEFAULT_CURRENCY } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { planPeriod, planPrices } from '../../plans';
import type { UserPlan } from '../../types';

/** A plan's monthly price in whole reais ("R$ 99"), or "Grátis". */
export function usePlanPrice() {
  const { t } = useTranslation('user-view');
  const { number } = useFormat();
  return (plan: UserPlan) =>
    planPrices[plan] === 0
      ? t('plan.free')
      : number(planPrices[plan], {
          style: 'currency',
          currency: DEFAULT_CURRENCY,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        });
}

/** The plan's period in words: days left, the end date, the share used. */
export function usePlanPeriodText(planEndsOn: string) {
  const { t } = useTranslation('user-view');
  const format = useFormat();
  const { daysLeft, used } = planPeriod(planEndsOn);
  const date = format.day(planEndsOn.slice(0, 10), { dateStyle: 'long' });
  return {
    used,
    left:
      daysLeft > 0
        ? t('plan.daysLeft', { count: daysLeft })
        : daysLeft === 0
          ? t('plan.lastDay')
          : t('plan.ended'),
    end: daysLeft >= 0 ? t('plan.renews', { date }) : t('plan.endedOn', { date }),
    usedText: t('plan.used', { percent: format.percent(used) }),
  };
}
