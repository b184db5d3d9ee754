import { Can, useAbility } from '@casl/react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { userListOptions, useUsers } from '../api';
import { AddUserDrawer } from '../components/add-user-drawer';
import { UserStats } from '../components/user-stats';
import { UserTable } from '../components/user-table';
import { useUserAdded, useUserDelete } from '../use-user-actions';

export const namespaces = ['users', 'table'] as const;

/** `/apps/user/list?q=&role=&currentPlan=&status=&sort=&sortColumn=&page=&perPage=`. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const ability = useAbility<AppAbility>();
  const list = useListState(userListOptions);
  const query = useUsers(list.params);
  const onDelete = useUserDelete();
  const onAdded = useUserAdded();
  const [adding, setAdding] = useState(false);

  // The last row of the last page deleted: show the page that is now last.
  const { total, users } = query.data ?? { total: 0, users: [] };
  const { page, perPage } = list.params;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && users.length === 0 && page > lastPage) setPage(lastPage);
  }, [query.isPlaceholderData, users.length, page, lastPage, setPage]);

  return (
    <Stack gap="md">
      <UserStats />
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text c="dimmed" maw={640}>
          {t('description')}
        </Text>
        <Can I="create" a="User">
          <Button
            leftSection={<Plus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {t('add')}
          </Button>
        </Can>
      </Group>
      <Card withBorder padding="md" radius="md">
        <UserTable
          list={list}
          query={query}
          onDelete={ability.can('delete', 'User') ? onDelete : undefined}
        />
      </Card>
      <AddUserDrawer opened={adding} onClose={() => setAdding(false)} onAdded={onAdded} />
    </Stack>
  );
}
