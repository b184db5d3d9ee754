import { Stack, Text, TextInput } from '@mantine/core';
import * as z from 'zod/mini';
import { DataTable } from '@/components/data-table';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { storeOrders, orderId } from '../lib/orders';
import { fileNameSchema } from '../types';
import { useOrderColumns } from './order-columns';

/**
 * The orders table, exported to CSV and XLSX under the name typed above it: the field is
 * checked as it is typed (no `/\:*?"<>|`, not empty) and, while it is wrong, the export waits.
 */
export function NamedExport() {
  const { t } = useTranslation('extensions-data');
  const { columns } = useOrderColumns();
  const form = useZodForm(fileNameSchema, {
    initialValues: { fileName: t('export.named.defaultName') },
  });
  const parsed = z.safeParse(fileNameSchema, form.values);
  const name = parsed.success ? parsed.data.fileName : null;
  // Checked from the first key typed, not only once the field is left.
  const watch = () =>
    form.update('fileName', (state) => ({
      ...state,
      touched: { ...state.touched, fileName: true },
    }));

  return (
    <Stack gap="md">
      <TextInput
        label={t('export.fileName.label')}
        description={
          name
            ? t('export.fileName.files', { csv: `${name}.csv`, xlsx: `${name}.xlsx` })
            : t('export.fileName.hint')
        }
        maw={420}
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('fileName')}
        onFocus={watch}
      />
      <DataTable
        label={t('export.named.tableLabel')}
        columns={columns}
        rows={storeOrders}
        getRowId={orderId}
        getRowLabel={orderId}
        minWidth={760}
        maxHeight={480}
        export={name ? { filename: name } : undefined}
        actions={
          name ? undefined : (
            <Text size="sm" c="dimmed">
              {t('export.named.waiting')}
            </Text>
          )
        }
      />
    </Stack>
  );
}
