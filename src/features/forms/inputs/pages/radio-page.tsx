import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { DeliveryForm, PlanCards } from '../components/radio-examples';
import { colors, sizes } from '../variants';

export const namespaces = ['form-inputs'] as const;

const payments = ['pix', 'boleto', 'card'] as const;
const frequencies = ['daily', 'weekly', 'monthly'] as const;

/** `/forms/elements/radio`: sizes, colours, groups both ways, states, a required choice, cards. */
export default function RadioPage() {
  const { t } = useTranslation('form-inputs');
  return (
    <CardGrid>
      <TitledCard title={t('radio.sizes.title')} text={t('radio.sizes.text')}>
        <Radio.Group label={t('radio.sizes.label')} defaultValue="md">
          <Group gap="lg" wrap="wrap" mt="xs">
            {sizes.map((size) => (
              <Radio key={size} size={size} value={size} label={t('common.size', { size })} />
            ))}
          </Group>
        </Radio.Group>
      </TitledCard>

      <TitledCard title={t('radio.colors.title')} text={t('radio.colors.text')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {colors.map((color) => (
            <Radio
              key={color}
              name={`radio-color-${color}`}
              color={color}
              label={t(`colors.${color}`)}
              defaultChecked
            />
          ))}
        </SimpleGrid>
      </TitledCard>

      <TitledCard title={t('radio.groups.title')} text={t('radio.groups.text')}>
        <Stack gap="lg">
          <Radio.Group label={t('radio.groups.payment')} defaultValue="pix">
            <Stack gap="xs" mt="xs">
              {payments.map((payment) => (
                <Radio
                  key={payment}
                  value={payment}
                  label={t(`radio.groups.${payment}`)}
                  disabled={payment === 'boleto'}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('radio.groups.frequency')}
            description={t('radio.groups.frequencyHint')}
            defaultValue="weekly"
          >
            <Group gap="lg" wrap="wrap" mt="xs">
              {frequencies.map((frequency) => (
                <Radio key={frequency} value={frequency} label={t(`radio.groups.${frequency}`)} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      </TitledCard>

      <TitledCard title={t('radio.states.title')} text={t('radio.states.text')}>
        <Stack gap="md">
          <Radio name="radio-state-off" label={t('radio.states.disabled')} disabled />
          <Radio
            name="radio-state-on"
            label={t('radio.states.disabledChecked')}
            disabled
            defaultChecked
          />
          <Radio
            name="radio-state-described"
            label={t('radio.states.described')}
            description={t('radio.states.describedHint')}
            defaultChecked
          />
          <Radio
            name="radio-state-error"
            label={t('radio.states.error')}
            error={t('radio.states.errorMessage')}
          />
          <Radio name="radio-state-left" label={t('radio.states.left')} labelPosition="left" />
        </Stack>
      </TitledCard>

      <TitledCard title={t('radio.form.title')} text={t('radio.form.text')}>
        <DeliveryForm />
      </TitledCard>

      <TitledCard title={t('radio.cards.title')} text={t('radio.cards.text')}>
        <PlanCards />
      </TitledCard>
    </CardGrid>
  );
}
