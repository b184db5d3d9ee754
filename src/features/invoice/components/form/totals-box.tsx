import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { invoiceTotals } from '../../totals';
import type { InvoiceFormApi } from '../../types/invoice-form';
import { AmountInput } from '@/components/amount-input/amount-input';
import { amountOf } from './form-values';
import classes from './invoice-form.module.css';

/** Discount and tax in percent, and the sums worked out live, as the API will store them. */
export function TotalsBox({ form }: { form: InvoiceFormApi }) {
  const { t } = useTranslation('invoice-form');
  const { currency } = useFormat();
  const heading = useId();
  const { items, discount, tax } = form.values.details;
  const totals = invoiceTotals({
    items: items.map((line) => ({ cost: amountOf(line.cost), qty: amountOf(line.qty) })),
    discount: amountOf(discount),
    tax: amountOf(tax),
  });

  const percent = (path: 'details.discount' | 'details.tax', label: string) => (
    <AmountInput
      label={label}
      min={0}
      max={100}
      decimalScale={2}
      hideControls
      rightSection={<Text size="xs">%</Text>}
      {...form.getInputProps(path)}
    />
  );

  return (
    <section aria-labelledby={heading} className={classes.totals}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={heading}>
          {t('totals.title')}
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          {percent('details.discount', t('totals.discount'))}
          {percent('details.tax', t('totals.tax'))}
        </SimpleGrid>
        <dl className={classes.sums}>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{currency(totals.subtotal)}</dd>
          <dt>{t('totals.discountAmount')}</dt>
          {/* `0 - x`, not `-x`: no "-R$ 0,00" when there is no discount. */}
          <dd>{currency(0 - totals.discount)}</dd>
          <dt>{t('totals.taxAmount')}</dt>
          <dd>{currency(totals.tax)}</dd>
        </dl>
        <Divider />
        <dl className={`${classes.sums} ${classes.total}`}>
          <dt>{t('totals.total')}</dt>
          <dd>{currency(totals.total)}</dd>
        </dl>
      </Stack>
    </section>
  );
}
