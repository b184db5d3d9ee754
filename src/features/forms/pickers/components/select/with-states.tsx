import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useStateOptions } from '../../api';
import type { SelectOption } from '../../types';

/**
 * A field fed with the 27 states (`GET /api/select/data`): a stand-in of the field's height
 * while they arrive, the failure with a retry, then the field. Every card asks the same
 * query: one call for the page.
 */
export function WithStates({ children }: { children: (states: SelectOption[]) => ReactNode }) {
  const { t } = useTranslation('form-pickers');
  const states = useStateOptions();
  if (states.isPending) return <Skeleton height={58} radius="sm" />;
  if (states.isError) {
    return (
      <QueryError
        error={states.error}
        title={t('select.loadFailed')}
        onRetry={() => void states.refetch()}
      />
    );
  }
  return children(states.data.options);
}
