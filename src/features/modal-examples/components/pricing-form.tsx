import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { ExampleBodyProps } from '../examples';
import { plans, yearlyTotal } from '../plans';
import { billingCycles, pricingSchema, type BillingCycle, type PricingValues } from '../types';
import { ChoiceCards } from './choice-cards';

const isCycle = (value: string): value is BillingCycle =>
  (billingCycles as readonly string[]).includes(value);

/** "Preços": monthly or yearly, then one of three plans, its price in the active language. */
export default function PricingForm({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const format = useFormat();
  const form = useZodForm<typeof pricingSchema, PricingValues>(pricingSchema, {
    initialValues: { plan: null, cycle: 'monthly' },
  });
  const { cycle } = form.values;
  const cycleId = useId();

  const choices = plans.map(({ id, perMonth, popular }) => ({
    value: id,
    label: t(`pricing.plans.${id}.name`),
    aside: popular && (
      <Badge size="xs" variant="light" miw="max-content">
        {t('pricing.popular')}
      </Badge>
    ),
    description: (
      <>
        <Text fw={600} c="bright">
          {perMonth[cycle] === 0
            ? t('pricing.free')
            : t('pricing.perMonth', { price: format.currency(perMonth[cycle]) })}
        </Text>
        {cycle === 'yearly' && perMonth.yearly > 0 && (
          <Text size="xs">
            {t('pricing.perYear', { price: format.currency(yearlyTotal(perMonth)) })}
          </Text>
        )}
        <Text size="sm" mt={4}>
          {t(`pricing.plans.${id}.summary`)}
        </Text>
      </>
    ),
  }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ plan, cycle: chosen }) => {
        toast.success(
          t('toasts.planChosen', {
            plan: t(`pricing.plans.${plan}.name`),
            cycle: t(`pricing.billed.${chosen}`),
          }),
        );
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('pricing.hint')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={cycleId}>
            {t('pricing.cycle')}
          </Text>
          <SegmentedControl
            aria-labelledby={cycleId}
            data={billingCycles.map((value) => ({
              value,
              label: t(`pricing.cycles.${value}`),
            }))}
            value={cycle}
            onChange={(value) => {
              if (isCycle(value)) form.setFieldValue('cycle', value);
            }}
          />
          <Text size="xs" c="dimmed">
            {t('pricing.yearlySaves')}
          </Text>
        </Stack>
        <ChoiceCards
          label={t('pricing.plan')}
          choices={choices}
          input={form.getInputProps('plan')}
          columns={{ base: 1, sm: 3 }}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('pricing.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
