import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { ChannelsForm, ExtrasCards, SelectAll } from '../components/checkbox-examples';
import { colors, sizes } from '../variants';

export const namespaces = ['form-inputs'] as const;

/** `/forms/elements/checkbox`: sizes, colours, states, a "select all", a required group, cards. */
export default function CheckboxPage() {
  const { t } = useTranslation('form-inputs');
  const [terms, setTerms] = useState(false);
  return (
    <CardGrid>
      <TitledCard title={t('checkbox.sizes.title')} text={t('checkbox.sizes.text')}>
        <Group gap="lg" wrap="wrap">
          {sizes.map((size) => (
            <Checkbox key={size} size={size} label={t('common.size', { size })} defaultChecked />
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('checkbox.colors.title')} text={t('checkbox.colors.text')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {colors.map((color) => (
            <Checkbox key={color} color={color} label={t(`colors.${color}`)} defaultChecked />
          ))}
        </SimpleGrid>
      </TitledCard>

      <TitledCard title={t('checkbox.selectAll.title')} text={t('checkbox.selectAll.text')}>
        <SelectAll />
      </TitledCard>

      <TitledCard title={t('checkbox.states.title')} text={t('checkbox.states.text')}>
        <Stack gap="md">
          <Checkbox label={t('checkbox.states.disabled')} disabled />
          <Checkbox label={t('checkbox.states.disabledChecked')} disabled defaultChecked />
          <Checkbox
            label={t('checkbox.states.described')}
            description={t('checkbox.states.describedHint')}
            defaultChecked
          />
          <Checkbox
            label={t('checkbox.states.terms')}
            checked={terms}
            onChange={(event) => setTerms(event.currentTarget.checked)}
            error={!terms && t('checkbox.states.termsError')}
          />
          <Checkbox label={t('checkbox.states.left')} labelPosition="left" />
          <Checkbox label={t('checkbox.states.mixed')} indeterminate readOnly />
        </Stack>
      </TitledCard>

      <TitledCard title={t('checkbox.group.title')} text={t('checkbox.group.text')}>
        <ChannelsForm />
      </TitledCard>

      <TitledCard title={t('checkbox.cards.title')} text={t('checkbox.cards.text')}>
        <ExtrasCards />
      </TitledCard>
    </CardGrid>
  );
}
