import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { FormatsCard } from '../components/i18n/formats-card';
import { InterpolationCard } from '../components/i18n/interpolation-card';
import { KeysTable } from '../components/i18n/keys-table';
import { LanguageCard } from '../components/i18n/language-card';
import { PluralCard } from '../components/i18n/plural-card';

export const namespaces = ['extensions-interact'] as const;

/**
 * `/extensions/i18n`: the app's languages at work — switched live, placeholders filled,
 * plural forms by count, dates, numbers, money and relative times by Intl in the active
 * locale, and the same keys in both languages side by side.
 */
export default function I18nPage() {
  const { t } = useTranslation('extensions-interact');
  return (
    <CardGrid>
      <TitledCard title={t('i18n.switch.title')} text={t('i18n.switch.text')}>
        <LanguageCard />
      </TitledCard>
      <TitledCard
        title={t('i18n.greeting.title')}
        text={t('i18n.greeting.text', { placeholder: '{{name}}' })}
      >
        <InterpolationCard />
      </TitledCard>
      <TitledCard title={t('i18n.plural.title')} text={t('i18n.plural.text')}>
        <PluralCard />
      </TitledCard>
      <TitledCard title={t('i18n.formats.title')} text={t('i18n.formats.text')}>
        <FormatsCard />
      </TitledCard>
      <TitledCard title={t('i18n.keys.title')} text={t('i18n.keys.text')}>
        <KeysTable />
      </TitledCard>
    </CardGrid>
  );
}
