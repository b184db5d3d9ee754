import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { KeyRound } from 'lucide-react';
import { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import type { useApiKeys } from '../api';
import type { ApiKey } from '../types';
import { ApiKeyItem } from './api-key-item';
import classes from './api-keys.module.css';

interface ApiKeyListProps {
  query: ReturnType<typeof useApiKeys>;
  /** The key just created, whole, by its id. */
  revealed: { id: number; secret: string } | null;
  onHide: () => void;
  onDelete: (apiKey: ApiKey) => void;
  labelledBy: string;
}

/** The caller's keys as stacked cards (one column at any width), or why there are none. */
export function ApiKeyList({ query, revealed, onHide, onDelete, labelledBy }: ApiKeyListProps) {
  const { t } = useTranslation('api-keys');
  const keys = query.data?.apiKeys;
  if (!keys) {
    return query.isError ? (
      <QueryError
        error={query.error}
        title={t('list.failed')}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        {[0, 1, 2].map((index) => (
          <Paper key={index} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Skeleton height={18} width="40%" />
              <Skeleton height={22} width="30%" />
              <Skeleton height={12} width="25%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  if (keys.length === 0) {
    return (
      <ListEmptyState
        empty={{
          icon: <KeyRound size={28} aria-hidden="true" />,
          title: t('empty.title'),
          hint: t('empty.none'),
        }}
      />
    );
  }
  return (
    <Stack component="ul" gap="sm" className={classes.list} aria-labelledby={labelledBy}>
      {keys.map((apiKey) => (
        <ApiKeyItem
          key={apiKey.id}
          apiKey={apiKey}
          revealed={revealed?.id === apiKey.id ? revealed.secret : undefined}
          onHide={onHide}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}
