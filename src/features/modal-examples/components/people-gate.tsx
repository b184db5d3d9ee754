import { Avatar, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { usePeople } from '../api';
import type { Person } from '../types';

/** The people's list once it arrives: field sketches meanwhile, the failure with a retry. */
export function PeopleGate({ children }: { children: (people: Person[]) => ReactNode }) {
  const { t } = useTranslation('modal-examples');
  const query = usePeople();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        title={t('people.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
    </Stack>
  );
}

/** A person's picture, or their initials; decorative beside their name. */
export function PersonAvatar({ person, size = 32 }: { person: Person; size?: number }) {
  return (
    <Avatar src={safeAvatarUrl(person.avatar)} alt="" size={size} radius="xl" color="mirante">
      {initials(person.name)}
    </Avatar>
  );
}
