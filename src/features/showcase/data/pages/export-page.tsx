import { Stack } from '@mantine/core';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { FilteredExport } from '../components/filtered-export';
import { NamedExport } from '../components/named-export';
import { StateSummaryExport } from '../components/state-summary-export';

export const namespaces = ['extensions-data', 'table'] as const;

/**
 * `/extensions/export`: a store's 48 orders downloaded as CSV and XLSX under a name the
 * person types; the rows a filter shows; a summary as a CSV alone.
 */
export default function ExportPage() {
  const { t } = useTranslation('extensions-data');
  return (
    <Stack gap="lg">
      <TitledCard title={t('export.named.title')} text={t('export.named.text')}>
        <NamedExport />
      </TitledCard>
      <CardGrid>
        <TitledCard title={t('export.filtered.title')} text={t('export.filtered.text')}>
          <FilteredExport />
        </TitledCard>
        <TitledCard title={t('export.byState.title')} text={t('export.byState.text')}>
          <StateSummaryExport />
        </TitledCard>
      </CardGrid>
    </Stack>
  );
}
