import { Can, useAbility } from '@casl/react';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useRoles } from '../api';
import { seededRoles, type Role, type SeededRole } from '../types';
import { useRoleDelete } from '../use-role-delete';
import { AddRoleCard } from './add-role-card';
import { RoleCard } from './role-card';
import { RoleModal, type RoleModalState } from './role-modal';

function RoleCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden="true">
      <Stack gap="md">
        <Skeleton height={34} radius="xl" />
        <Skeleton height={22} width="50%" />
        <Skeleton height={16} width="35%" />
      </Stack>
    </Card>
  );
}

/**
 * The roles as cards (the users' roles first, with their counts) (one column on a phone, two, then three), the add card last, and the
 * modal both open. Grey cards stand in while the first answer is on its way; a failure is
 * said in words with a retry in the grid's place.
 */
export function RoleCards({
  onShowUsers,
}: {
  /** Filters the users table to a role's users (each card's count). */
  onShowUsers?: ((key: SeededRole) => void) | undefined;
}) {
  const { t } = useTranslation('roles');
  const query = useRoles();
  const ability = useAbility<AppAbility>();
  const remove = useRoleDelete();
  const [modal, setModal] = useState<RoleModalState>(null);
  const openings = useRef(0);
  const open = (role?: Role) => {
    openings.current += 1;
    setModal({ role, opening: openings.current });
  };

  if (!query.data && query.error) {
    return (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const roles = query.data?.roles;
  return (
    <>
      <SimpleGrid
        component="section"
        aria-label={t('cardsLabel')}
        aria-busy={!roles}
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
      >
        {roles
          ? roles.map((role) => (
              <RoleCard key={role.id} role={role} onEdit={open} onShowUsers={onShowUsers} />
            ))
          : seededRoles.map((key) => <RoleCardSkeleton key={key} />)}
        <Can I="create" a="Role">
          <AddRoleCard onAdd={() => open()} />
        </Can>
      </SimpleGrid>
      <RoleModal
        state={modal}
        roles={roles ?? []}
        onClose={() => setModal(null)}
        onDelete={ability.can('delete', 'Role') ? remove : undefined}
      />
    </>
  );
}
