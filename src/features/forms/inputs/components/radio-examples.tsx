import { Badge, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { deliveries, deliverySchema, type DeliveryValues } from '../types';

const plans = [
  { id: 'basic', monthly: 29 },
  { id: 'team', monthly: 79, popular: true },
  { id: 'enterprise', monthly: 199 },
] as const;
type Plan = (typeof plans)[number]['id'];

/**
 * A plan chosen among cards that act as one radio group: Tab reaches the chosen card only,
 * the arrow keys move the choice (right to left, the left arrow goes forward).
 */
export function PlanCards() {
  const { t } = useTranslation('form-inputs');
  const format = useFormat();
  const id = useId();
  const [plan, setPlan] = useState<Plan>('team');
  return (
    <Radio.Group label={t('radio.cards.label')} name={`plan-${id}`} value={plan} onChange={setPlan}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
        {plans.map((item) => (
          <Radio.Card
            key={item.id}
            value={item.id}
            radius="md"
            p="md"
            tabIndex={item.id === plan ? 0 : -1}
            aria-labelledby={`${id}-${item.id}`}
            aria-describedby={`${id}-${item.id}-text`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  <Text fw={600} id={`${id}-${item.id}`}>
                    {t(`radio.cards.${item.id}`)}
                  </Text>
                  {'popular' in item && (
                    <Badge size="sm" variant="light">
                      {t('radio.cards.popular')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" id={`${id}-${item.id}-text`}>
                  {t('radio.cards.price', { price: format.currency(item.monthly) })}
                  {' · '}
                  {t(`radio.cards.${item.id}Hint`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="sm" aria-live="polite">
        {t('radio.cards.chosen', { plan: t(`radio.cards.${plan}`) })}
      </Text>
    </Radio.Group>
  );
}

/** A required choice: nothing picked says so beside the group when the form is sent. */
export function DeliveryForm() {
  const { t } = useTranslation('form-inputs');
  const form = useZodForm<typeof deliverySchema, DeliveryValues>(deliverySchema, {
    initialValues: { delivery: '' },
  });
  const input = form.getInputProps('delivery');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ delivery }) => {
        toast.success(t('radio.form.saved', { delivery: t(`radio.form.${delivery}`) }));
      })}
    >
      <Radio.Group
        label={t('radio.form.label')}
        withAsterisk
        name={input.name}
        value={input.value || null}
        onChange={input.onChange}
        error={input.error}
      >
        <Stack gap="sm" mt="xs">
          {deliveries.map((delivery) => (
            <Radio
              key={delivery}
              value={delivery}
              label={t(`radio.form.${delivery}`)}
              description={t(`radio.form.${delivery}Hint`)}
              onBlur={input.onBlur}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group mt="md">
        <Button type="submit">{t('radio.form.submit')}</Button>
      </Group>
    </form>
  );
}
