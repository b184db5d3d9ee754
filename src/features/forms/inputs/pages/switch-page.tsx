import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { NotificationSettings, SwitchInside } from '../components/switch-examples';
import { colors, sizes } from '../variants';

export const namespaces = ['form-inputs'] as const;

/** `/forms/elements/switch`: sizes, colours, labels and icons inside, states, a settings list. */
export default function SwitchPage() {
  const { t } = useTranslation('form-inputs');
  const [backup, setBackup] = useState(false);
  return (
    <CardGrid>
      <TitledCard title={t('switch.sizes.title')} text={t('switch.sizes.text')}>
        <Stack gap="sm">
          {sizes.map((size) => (
            <Switch key={size} size={size} label={t('common.size', { size })} defaultChecked />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('switch.colors.title')} text={t('switch.colors.text')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {colors.map((color) => (
            <Switch key={color} color={color} label={t(`colors.${color}`)} defaultChecked />
          ))}
        </SimpleGrid>
      </TitledCard>

      <TitledCard title={t('switch.inside.title')} text={t('switch.inside.text')}>
        <SwitchInside />
      </TitledCard>

      <TitledCard title={t('switch.states.title')} text={t('switch.states.text')}>
        <Stack gap="md">
          <Switch label={t('switch.states.disabled')} disabled />
          <Switch label={t('switch.states.disabledChecked')} disabled defaultChecked />
          {/* A switch's label holds its description and error: the name is the label alone. */}
          <Switch
            label={t('switch.states.described')}
            aria-label={t('switch.states.described')}
            description={t('switch.states.describedHint')}
            defaultChecked
          />
          <Switch
            label={t('switch.states.backup')}
            aria-label={t('switch.states.backup')}
            checked={backup}
            onChange={(event) => setBackup(event.currentTarget.checked)}
            error={!backup && t('switch.states.backupError')}
          />
          <Switch label={t('switch.states.left')} labelPosition="left" />
        </Stack>
      </TitledCard>

      <TitledCard title={t('switch.settings.title')} text={t('switch.settings.text')}>
        <NotificationSettings />
      </TitledCard>
    </CardGrid>
  );
}
