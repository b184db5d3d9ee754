import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { CartTotals } from '../../totals';
import classes from './checkout.module.css';

interface PriceDetailsProps {
  /** `cartTotals(lines, couponPercent)`: the one place totals are computed. */
  totals: CartTotals;
  /** The applied coupon's code, named beside its part. */
  couponCode?: string | null | undefined;
  /** Above the figures: the coupon field, on the cart step. */
  before?: ReactNode;
  /** Below them: the step's buttons. */
  children?: ReactNode;
}

/** The order's figures: subtotal, discounts, coupon, delivery ("Grátis" or the fee), total. */
export function PriceDetails({ totals, couponCode, before, children }: PriceDetailsProps) {
  const { t } = useTranslation('checkout');
  const { currency, number } = useFormat();
  const less = (amount: number) => currency(-amount);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        {before}
        <Title order={3} size="h5">
          {t('prices.title')}
        </Title>
        <dl className={classes.prices}>
          <div>
            <dt>
              {t('prices.subtotal', {
                count: totals.itemCount,
                formatted: number(totals.itemCount),
              })}
            </dt>
            <dd>{currency(totals.subtotal)}</dd>
          </div>
          {totals.discount > 0 && (
            <div>
              <dt>{t('prices.discount')}</dt>
              <dd className={classes.saving}>{less(totals.discount)}</dd>
            </div>
          )}
          {totals.coupon > 0 && (
            <div>
              <dt>{t('prices.coupon', { code: couponCode ?? '' })}</dt>
              <dd className={classes.saving}>{less(totals.coupon)}</dd>
            </div>
          )}
          <div>
            <dt>{t('prices.delivery')}</dt>
            <dd className={totals.delivery === 0 ? classes.saving : undefined}>
              {totals.delivery === 0 ? t('prices.free') : currency(totals.delivery)}
            </dd>
          </div>
          <div className={classes.totalRow}>
            <dt>{t('prices.total')}</dt>
            <dd>{currency(totals.total)}</dd>
          </div>
        </dl>
        {children}
      </Stack>
    </Card>
  );
}
