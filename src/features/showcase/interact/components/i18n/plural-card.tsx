import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

/**
 * i18next's plural forms, chosen by the count in the active language's rules: `_zero`,
 * `_one`, `_other` ("Nenhuma mensagem", "1 mensagem", "5 mensagens").
 */
export function PluralCard() {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  // The field's own value ('' while emptied); the count reads an empty field as none.
  const [value, setValue] = useState<number | string>(5);
  const count = typeof value === 'number' ? value : 0;
  const n = format.number(count);
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('i18n.plural.countLabel')}
        value={value}
        onChange={setValue}
        min={0}
        max={100000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={format.language === 'br' ? '.' : ','}
        decimalSeparator={format.language === 'br' ? ',' : '.'}
        w={200}
      />
      <Stack gap={4} aria-live="polite">
        <Text fw={600} data-testid="plural-messages">
          {t('i18n.plural.messages', { count, n })}
        </Text>
        <Text size="sm">{t('i18n.plural.files', { count, n })}</Text>
        <Text size="sm">{t('i18n.plural.days', { count, n })}</Text>
      </Stack>
      <Group gap="xs">
        {[0, 1, 2, 5, 1000].map((sample) => (
          <Text key={sample} size="xs" c="dimmed" component="span">
            {t('i18n.plural.messages', { count: sample, n: format.number(sample) })}
            {sample === 1000 ? '' : ' ·'}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
