import { Alert, Button, Group, Text } from '@mantine/core';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Navigate, useInRouterContext } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { errorMessageKey, isApiError } from '@/lib/api-error';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  /** The retry button's words, when it does something else than try again. */
  retryLabel?: string;
  /** What failed to load, e.g. "the emails"; the generic sentence is used when absent. */
  title?: string;
}

/**
 * A failed call, said in words, with a retry: what a widget shows instead of its content.
 *
 * A refusal (403) is the not-authorized page's to explain: the HTTP layer goes there when the
 * answer arrives, and this goes there too when it draws the error. The call's own navigation
 * was seen lost in CI on a busy machine (a client whose edited `userData` claimed the mailbox
 * stayed on it with this alert), and the policy must not depend on timing.
 */
export function QueryError({ error, onRetry, retryLabel, title }: QueryErrorProps) {
  const { t } = useTranslation('common');
  const inRouter = useInRouterContext();
  if (inRouter && isApiError(error) && error.status === 403) {
    return <Navigate to="/misc/not-authorized" replace />;
  }
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
            {retryLabel ?? t('actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
