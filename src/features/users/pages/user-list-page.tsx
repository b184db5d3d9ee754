import { Can } from '@casl/react';
import { Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTableAddButton } from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { AddUserDrawer } from '../components/add-user-drawer';
import { UserStats } from '../components/user-stats';
import { UserTable } from '../components/user-table';
import { useUserAdded } from '../use-user-actions';
import { useUserList } from '../use-user-list';

export const namespaces = ['users', 'table'] as const;

/** `/apps/user/list?q=&role=&currentPlan=&status=&sort=&sortColumn=&page=&perPage=`. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const users = useUserList();
  const onAdded = useUserAdded();
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <UserStats />
      <Text c="dimmed" maw={640}>
        {t('description')}
      </Text>
      <Card withBorder padding="md" radius="md">
        <UserTable
          {...users}
          actions={
            <Can I="create" a="User">
              <DataTableAddButton label={t('add')} onClick={() => setAdding(true)} />
            </Can>
          }
        />
      </Card>
      <AddUserDrawer opened={adding} onClose={() => setAdding(false)} onAdded={onAdded} />
    </Stack>
  );
}
