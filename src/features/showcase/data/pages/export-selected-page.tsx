import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { SelectedExport } from '../components/selected-export';

export const namespaces = ['extensions-data', 'table'] as const;

/**
 * `/extensions/export-selected`: the orders with checkboxes; CSV and XLSX of the checked ones
 * only, the export off while none is; a status menu that checks a whole status at once.
 */
export default function ExportSelectedPage() {
  const { t } = useTranslation('extensions-data');
  return (
    <CardGrid cols={1}>
      <TitledCard title={t('selected.rows.title')} text={t('selected.rows.text')}>
        <SelectedExport
          filename={t('selected.rows.file')}
          tableLabel={t('selected.rows.tableLabel')}
        />
      </TitledCard>
      <TitledCard title={t('selected.quick.title')} text={t('selected.quick.text')}>
        <SelectedExport
          filename={t('selected.quick.file')}
          tableLabel={t('selected.quick.tableLabel')}
          quickSelect
        />
      </TitledCard>
    </CardGrid>
  );
}
