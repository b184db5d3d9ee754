import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { UserTable } from '../components/user-table';
import { RoleCards } from '../roles/components/role-cards';
import { useUserList } from '../use-user-list';

export const namespaces = ['roles', 'users', 'table'] as const;

/** `/apps/roles`: the roles as cards, added and changed in a modal; the users below. */
export default function RolesPage() {
  const { t } = useTranslation('roles');
  const users = useUserList();
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
        <UserTable {...users} label={t('users.title')} />
      </Card>
    </Stack>
  );
}
