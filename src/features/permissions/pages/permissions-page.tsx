import { Can, useAbility } from '@casl/react';
import { Card, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { DataTableAddButton } from '@/components/data-table';
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

  return (
    <Stack gap="md">
      <Text c="dimmed" maw={640}>
        {t('description')}
      </Text>
      <Card withBorder padding="md" radius="md">
        <PermissionTable
          list={list}
          query={query}
          onEdit={ability.can('update', 'Permission') ? open : undefined}
          onDelete={ability.can('delete', 'Permission') ? remove : undefined}
          actions={
            <Can I="create" a="Permission">
              <DataTableAddButton label={t('add')} onClick={() => open()} />
            </Can>
          }
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
