import { Card, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useApiKeys } from '../api';
import { ApiKeyForm } from '../components/api-key-form';
import { ApiKeyList } from '../components/api-key-list';
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
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="api-key-create"
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="api-key-create">
              {t('create.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('create.text')}
            </Text>
          </div>
          <ApiKeyForm
            names={names}
            onCreated={(apiKey) => setRevealed({ id: apiKey.id, secret: apiKey.key })}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="api-key-list">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="api-key-list">
              {t('list.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('list.text')}
            </Text>
          </div>
          <ApiKeyList
            query={query}
            revealed={revealed}
            onHide={() => setRevealed(null)}
            onDelete={remove}
            labelledBy="api-key-list"
          />
        </Stack>
      </Card>
    </Stack>
  );
}
