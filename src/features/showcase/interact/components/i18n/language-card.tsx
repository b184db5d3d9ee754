import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { changeLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta, languages, toLanguage, type Language } from '@/lib/languages';

/**
 * The app's language, switched live by the app's own `changeLanguage` (the header's
 * switcher does the same: stored, the document's `lang` follows, every text re-renders).
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation('extensions-interact');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [switching, setSwitching] = useState(false);
  const pick = (value: string) => {
    setSwitching(true);
    void changeLanguage(toLanguage(value)).finally(() => setSwitching(false));
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('i18n.switch.label')}
        value={current}
        onChange={pick}
        disabled={switching}
        data={languages.map((language: Language) => ({
          value: language,
          label: <span lang={languageMeta[language].htmlLang}>{t(`i18n.names.${language}`)}</span>,
        }))}
      />
      <Group gap="xs" wrap="nowrap">
        <Languages size={16} aria-hidden="true" />
        <Text size="sm" aria-live="polite">
          {t('i18n.switch.current', {
            language: t(`i18n.names.${current}`),
            locale: languageMeta[current].intl,
          })}
        </Text>
      </Group>
    </Stack>
  );
}
