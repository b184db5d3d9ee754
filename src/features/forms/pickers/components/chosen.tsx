import { Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';

interface ChosenProps {
  value: string | readonly string[] | null | undefined;
  /** "Escolhido: …" for a choice, "Valor: …" for a typed value. */
  kind?: 'chosen' | 'value';
}

/**
 * What an example's field holds, under it ("Escolhido: São Paulo"), said again when it
 * changes; "Nada escolhido" ("Vazio") while empty.
 */
export function Chosen({ value, kind = 'chosen' }: ChosenProps) {
  const { t } = useTranslation('form-pickers');
  const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
  return (
    <Text size="sm" c="dimmed" mt="xs" aria-live="polite" {...bidiText()}>
      {kind === 'chosen'
        ? text
          ? t('chosen', { value: text })
          : t('nothingChosen')
        : text
          ? t('valueIs', { value: text })
          : t('empty')}
    </Text>
  );
}
