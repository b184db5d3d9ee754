import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { QuoteTotals } from './quote';
import classes from './repeater.module.css';

/** The sums beneath the rows: units, subtotal, the discount, the total. */
export function QuoteTotalsBox({ totals }: { totals: QuoteTotals }) {
  const { t } = useTranslation('forms');
  const { currency, number } = useFormat();
  return (
    <dl className={classes.totals}>
      <dt>{t('repeater.units')}</dt>
      <dd>{number(totals.units)}</dd>
      <dt>{t('repeater.subtotal')}</dt>
      <dd>{currency(totals.subtotal)}</dd>
      <dt>{t('repeater.discountAmount')}</dt>
      <dd>{totals.discount > 0 ? `− ${currency(totals.discount)}` : currency(0)}</dd>
      <dt className={classes.total}>{t('repeater.total')}</dt>
      <dd className={classes.total}>{currency(totals.total)}</dd>
    </dl>
  );
}
