import { List, Stack } from '@mantine/core';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { MAX_FILE_SIZE, SheetImport } from '../components/sheet-import';
import { TemplateDownloads } from '../components/template-downloads';
import { MAX_ROWS } from '../lib/parse-sheet';

export const namespaces = ['extensions-data', 'table'] as const;

const rules = ['formats', 'header', 'separator', 'encoding', 'limits', 'private'] as const;

/**
 * `/extensions/import`: a CSV or XLSX file dropped or picked, read in the browser and shown
 * as a table, with what is wrong with a bad one; model files to start from; the rules.
 * The readers (papaparse, read-excel-file) are downloaded only when a file is read.
 */
export default function ImportPage() {
  const { t } = useTranslation('extensions-data');
  const format = useFormat();
  return (
    <Stack gap="lg">
      <TitledCard title={t('import.card.title')} text={t('import.card.text')}>
        <SheetImport />
      </TitledCard>
      <CardGrid>
        <TitledCard title={t('import.template.title')} text={t('import.template.text')}>
          <TemplateDownloads />
        </TitledCard>
        <TitledCard title={t('import.rules.title')} text={t('import.rules.text')}>
          <List size="sm" spacing="xs">
            {rules.map((rule) => (
              <List.Item key={rule}>
                {t(`import.rules.${rule}`, {
                  rows: format.number(MAX_ROWS),
                  size: format.bytes(MAX_FILE_SIZE),
                })}
              </List.Item>
            ))}
          </List>
        </TitledCard>
      </CardGrid>
    </Stack>
  );
}
