import { Button, Group, TextInput } from '@mantine/core';
import { Copy } from 'lucide-react';
import { copyText } from '@/lib/copy';
import { useTranslation } from '@/lib/i18n-react';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the toast says once copied. */
  copied: string;
}

/** A link shown read-only (left to right in every language) with "Copiar", which copies it. */
export function CopyField({ label, value, copied }: CopyFieldProps) {
  const { t } = useTranslation('modal-examples');
  const copy = () =>
    copyText(value, {
      done: copied,
      failed: t('toasts.copyFailed'),
      failedReason: t('toasts.copyFailedReason'),
    });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        flex={1}
        miw={0}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant="default"
        leftSection={<Copy size={16} aria-hidden="true" />}
        onClick={() => void copy()}
      >
        {t('actions.copy')}
      </Button>
    </Group>
  );
}
