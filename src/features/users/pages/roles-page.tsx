import { useAbility } from '@casl/react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { userListOptions, useUsers } from '../api';
import { UserTable } from '../components/user-table';
import { RoleCards } from '../roles/components/role-cards';
import { useUserDelete } from '../use-user-actions';

export const namespaces = ['roles', 'users', 'table'] as const;

/** `/apps/roles`: the roles as cards, added and changed in a modal; the users below. */
export default function RolesPage() {
  const { t } = useTranslation('roles');
  const ability = useAbility<AppAbility>();
  const list = useListState(userListOptions);
  const query = useUsers(list.params);
  const onDelete = useUserDelete();
  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={720}>
        {t('description')}
      </Text>
      <RoleCards />
      <Stack gap="xs" component="section" aria-labelledby="role-users-title">
        <Title order={2} size="h4" id="role-users-title">
          {t('users.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('users.hint')}
        </Text>
      </Stack>
      <Card withBorder padding="md" radius="md">
        <UserTable
          list={list}
          query={query}
          label={t('users.title')}
          onDelete={ability.can('delete', 'User') ? onDelete : undefined}
        />
      </Card>
    </Stack>
  );
}
