import { Badge, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { billingPeriods, type BillingPeriod } from './billing';

interface BillingSwitchProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** The best yearly saving (0.19), once the plans are known. */
  saving: number | undefined;
}

/** Monthly or yearly billing, with what a year paid at once saves. */
export function BillingSwitch({ value, onChange, saving }: BillingSwitchProps) {
  const { t } = useTranslation('pricing');
  const format = useFormat();
  return (
    <Group justify="center" gap="sm">
      <SegmentedControl
        aria-label={t('billing.label')}
        radius="xl"
        value={value}
        onChange={(next) => {
          const period = billingPeriods.find((name) => name === next);
          if (period) onChange(period);
        }}
        data={billingPeriods.map((period) => ({ value: period, label: t(`billing.${period}`) }))}
      />
      {saving !== undefined && saving > 0 && (
        <Badge variant="light" color="teal" size="lg" radius="sm">
          {t('billing.saving', { percent: format.percent(saving) })}
        </Badge>
      )}
    </Group>
  );
}
