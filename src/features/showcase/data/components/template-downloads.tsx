import { Button, Group, List, Stack, Text } from '@mantine/core';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadCsv, toCsv } from '@/components/data-table';
import { downloadXlsx } from '@/components/data-table/download-xlsx';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { templateColumns, templateCustomers, templateFields } from '../lib/template';

/**
 * The import's model files, made in the browser: the customers' columns headed in the active
 * language, a few rows of ours. The XLSX writer is downloaded at the first click.
 */
export function TemplateDownloads() {
  const { t } = useTranslation('extensions-data');
  const { language } = useFormat();
  const [busy, setBusy] = useState(false);
  const columns = templateColumns((field) => t(`import.template.fields.${field}`));
  const filename = t('import.template.file');

  const csv = () => downloadCsv(filename, toCsv(templateCustomers, columns, { language }));
  const xlsx = async () => {
    setBusy(true);
    try {
      await downloadXlsx(filename, templateCustomers, columns, {
        language,
        sheet: t('import.template.sheet'),
      });
    } catch (error) {
      toast.failure(t('import.template.failed'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('import.template.columnsIntro')}</Text>
      <List size="sm" spacing={2}>
        {templateFields.map((field) => (
          <List.Item key={field}>{t(`import.template.fields.${field}`)}</List.Item>
        ))}
      </List>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<FileText size={16} aria-hidden="true" />}
          onClick={csv}
        >
          {t('import.template.csv')}
        </Button>
        <Button
          variant="light"
          leftSection={<FileSpreadsheet size={16} aria-hidden="true" />}
          loading={busy}
          onClick={() => void xlsx()}
        >
          {t('import.template.xlsx')}
        </Button>
      </Group>
    </Stack>
  );
}
