import { Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta, languages, toLanguage, type Language } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import { type employeeStatusNames, type EmployeeSortColumn } from '../types';

/**
 * The words of a table's header: a column's name, a status's name. A plain function rather
 * than i18next's `TFunction`: comparing two of those costs the type checker a gigabyte.
 */
export type HeaderText = (
  key:
    | `columns.${EmployeeSortColumn}`
    | `status.${(typeof employeeStatusNames)[keyof typeof employeeStatusNames]}`,
) => string;

/**
 * The language of one table's header and status labels, apart from the app's: it follows the
 * app until someone picks one. Its words come from the `datatables` texts of that language,
 * fetched when first picked.
 */
export function useHeaderLanguage() {
  const { t, i18n } = useTranslation('datatables');
  const { language: appLanguage } = useFormat();
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? appLanguage;
  const loaded = i18n.hasResourceBundle(language, 'datatables');
  useEffect(() => {
    if (!loaded) void i18n.loadLanguages(language);
  }, [i18n, language, loaded]);
  // Until its texts arrive, the header stays in the app's language.
  const headerT = useMemo<HeaderText>(() => {
    if (!loaded) return (key) => t(key);
    const fixed = i18n.getFixedT(language, 'datatables');
    return (key) => fixed(key);
  }, [i18n, language, loaded, t]);
  return { language, setLanguage: setChosen, t: headerT };
}

interface HeaderLanguageSwitchProps {
  value: Language;
  onChange: (language: Language) => void;
}

/** "Idioma do cabeçalho: Português | English", each language named in itself. */
export function HeaderLanguageSwitch({ value, onChange }: HeaderLanguageSwitchProps) {
  const { t } = useTranslation('datatables');
  const labelId = useId();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" id={labelId}>
        {t('headerLanguage.label')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        data={languages.map((language) => ({
          value: language,
          label: (
            <span lang={languageMeta[language].htmlLang}>{t(`headerLanguage.${language}`)}</span>
          ),
        }))}
        value={value}
        onChange={(next) => onChange(toLanguage(next))}
      />
    </Group>
  );
}
