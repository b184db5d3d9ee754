import { Alert, Button, Group, Text } from '@mantine/core';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { errorMessageKey } from '@/lib/api-error';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  /** What failed to load, e.g. "the emails"; the generic sentence is used when absent. */
  title?: string;
}

/** A failed call, said in words, with a retry: what a widget shows instead of its content. */
export function QueryError({ error, onRetry, title }: QueryErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<CircleAlert size={18} aria-hidden="true" />}
      title={title ?? t('errors.loadFailed')}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t(errorMessageKey(error))}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<RotateCw size={14} aria-hidden="true" />}
            onClick={onRetry}
          >
            {t('actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
