import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useApiKeys } from '../api';
import { ApiKeyForm } from '../components/api-key-form';
import { ApiKeyList } from '../components/api-key-list';
import { TitledCard } from '@/components/section-card/titled-card';
import { useApiKeyDelete } from '../components/use-api-key-delete';
import type { ApiKey } from '../types';

export const namespaces = ['api-keys', 'table'] as const;

/** `/pages/api-key`: create a key (shown whole once, to copy), list and delete the caller's keys. */
export default function ApiKeyPage() {
  const { t } = useTranslation('api-keys');
  const query = useApiKeys();
  // The whole key lives only here, in memory: a reload shows it masked like the others.
  const [revealed, setRevealed] = useState<{ id: number; secret: string } | null>(null);
  const forget = useCallback(
    (apiKey: ApiKey) => setRevealed((shown) => (shown?.id === apiKey.id ? null : shown)),
    [],
  );
  const remove = useApiKeyDelete(forget);
  const keys = query.data?.apiKeys;
  const names = useMemo(() => keys?.map((apiKey) => apiKey.name) ?? [], [keys]);

  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={640}>
        {t('description')}
      </Text>
      <TitledCard title={t('create.title')} text={t('create.text')}>
        <ApiKeyForm
          names={names}
          onCreated={(apiKey) => setRevealed({ id: apiKey.id, secret: apiKey.key })}
        />
      </TitledCard>
      <TitledCard title={t('list.title')} text={t('list.text')} titleId="api-key-list">
        <ApiKeyList
          query={query}
          revealed={revealed}
          onHide={() => setRevealed(null)}
          onDelete={remove}
          labelledBy="api-key-list"
        />
      </TitledCard>
    </Stack>
  );
}
