import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { CopyCode, CopyFromTable, CopyInput, CopyKeys } from '../components/copy-examples';

export const namespaces = ['extensions-feedback'] as const;

/**
 * `/extensions/clipboard`: copying a field, a read-only key, a code block and a table row's
 * code. Each copy says so in a toast; a browser that refuses the clipboard is said in words,
 * and the text is selected for a copy by hand.
 */
export default function ClipboardPage() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <CardGrid>
      <TitledCard title={t('clipboard.input.heading')} text={t('clipboard.input.description')}>
        <CopyInput />
      </TitledCard>
      <TitledCard title={t('clipboard.keys.heading')} text={t('clipboard.keys.description')}>
        <CopyKeys />
      </TitledCard>
      <TitledCard title={t('clipboard.code.heading')} text={t('clipboard.code.description')}>
        <CopyCode />
      </TitledCard>
      <TitledCard title={t('clipboard.table.heading')} text={t('clipboard.table.description')}>
        <CopyFromTable />
      </TitledCard>
    </CardGrid>
  );
}
