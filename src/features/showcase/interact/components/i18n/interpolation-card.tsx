import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

/** A typed name (and a typed amount) put into a sentence by `{{name}}` placeholders. */
export function InterpolationCard() {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const [name, setName] = useState('Luana');
  const shown = name.trim() || t('i18n.greeting.nobody');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('i18n.greeting.nameLabel')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        dir="auto"
        maxLength={40}
      />
      <Text fw={600} aria-live="polite" data-testid="greeting">
        {t('i18n.greeting.hello', { name: shown })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('i18n.greeting.order', {
          name: shown,
          total: format.currency(1289.9),
          city: 'Florianópolis',
        })}
      </Text>
    </Stack>
  );
}
