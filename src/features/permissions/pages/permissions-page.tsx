import { Can, useAbility } from '@casl/react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { permissionListOptions, usePermissions } from '../api';
import { PermissionModal, type PermissionModalState } from '../components/permission-modal';
import { PermissionTable } from '../components/permission-table';
import type { Permission } from '../types';
import { usePermissionDelete } from '../use-permission-actions';

export const namespaces = ['permissions', 'table'] as const;

/** `/apps/permissions?q=&assignedTo=&page=&perPage=`: the permissions, added, renamed, deleted. */
export default function PermissionsPage() {
  const { t } = useTranslation('permissions');
  const ability = useAbility<AppAbility>();
  const list = useListState(permissionListOptions);
  const query = usePermissions(list.params);
  const remove = usePermissionDelete();
  const [modal, setModal] = useState<PermissionModalState>(null);
  const openings = useRef(0);
  const open = (permission?: Permission) => {
    openings.current += 1;
    setModal({ permission, opening: openings.current });
  };
  const allData = query.data?.allData;
  const names = useMemo(() => allData?.map((permission) => permission.name) ?? [], [allData]);

  // The last row of the last page deleted: show the page that is now last.
  const { total, permissions } = query.data ?? { total: 0, permissions: [] };
  const { page, perPage } = list.params;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && permissions.length === 0 && page > lastPage) setPage(lastPage);
  }, [query.isPlaceholderData, permissions.length, page, lastPage, setPage]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text c="dimmed" maw={640}>
          {t('description')}
        </Text>
        <Can I="create" a="Permission">
          <Button leftSection={<Plus size={16} aria-hidden="true" />} onClick={() => open()}>
            {t('add')}
          </Button>
        </Can>
      </Group>
      <Card withBorder padding="md" radius="md">
        <PermissionTable
          list={list}
          query={query}
          onEdit={ability.can('update', 'Permission') ? open : undefined}
          onDelete={ability.can('delete', 'Permission') ? remove : undefined}
        />
      </Card>
      <PermissionModal
        state={modal}
        names={names}
        onClose={() => setModal(null)}
        // The new permission is first in the stored order: show that order, unfiltered.
        onAdded={() => {
          list.reset();
          list.setSort(null);
        }}
      />
    </Stack>
  );
}
