import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

interface QueryBodyProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'refetch' | 'dataUpdatedAt'>;
  children: (data: T) => ReactNode;
}

/** A data card's body: grey lines while it loads, the failure with a retry, or the data. */
export function QueryBody<T>({ query, children }: QueryBodyProps<T>) {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  if (query.data === undefined) {
    return query.error ? (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Stack gap="sm" aria-hidden="true" data-testid="card-skeleton">
        <Skeleton height={28} width="45%" />
        <Skeleton height={96} />
      </Stack>
    );
  }
  return (
    <>
      {query.error !== null && (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      )}
      {children(query.data)}
      <Text size="xs" c="dimmed" mt="md" {...bidiText()}>
        {t('action.updatedAt', { time: format.date(query.dataUpdatedAt, { timeStyle: 'medium' }) })}
      </Text>
    </>
  );
}
