import { Anchor, Group, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye, Trash2, Users } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { bidiText } from '@/components/bidi/bidi';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  serverTable,
  type DataTableColumn,
  type RowAction,
} from '@/components/data-table';
import { useTranslation } from '@/lib/i18n-react';
import { fetchAllMatchingUsers, type UserListState, type useUsers } from '../api';
import { userPlans, userRoles, userStatuses, type User } from '../types';
import { UserAvatar } from './user-avatar';
import { UserRoleLabel, UserStatusBadge } from './user-badges';

const column = createColumnHelper<User>();

/** Where a user's page is. */
export const userPath = (id: number) => `/apps/user/view/${id}`;

interface UserTableProps {
  list: UserListState;
  query: ReturnType<typeof useUsers>;
  /** Offered only to those who may delete users. */
  onDelete?: ((user: User) => void) | undefined;
  /** The table's accessible name, when a page shows it under another heading. */
  label?: string;
  /** The page's actions, at the toolbar's end. */
  actions?: ReactNode;
}

/**
 * The users in the shared table: search, role, plan and status in the URL, sorted and paged
 * by the call. The list page and the roles page show it.
 */
export function UserTable({ list, query, onDelete, label, actions }: UserTableProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { role, currentPlan, status } = list.params.filters;

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      column.accessor('fullName', {
        header: t('columns.user'),
        meta: { csv: (user) => `${user.fullName} <${user.email}>` },
        cell: (info) => {
          const user = info.row.original;
          return (
            <Group gap="sm" wrap="nowrap">
              <UserAvatar user={user} size={34} />
              {/* A long e-mail ends in "…" rather than squeezing the columns beside it. */}
              <div style={{ minWidth: 0, maxWidth: 240 }} title={user.email}>
                <Anchor
                  component={Link}
                  to={userPath(user.id)}
                  size="sm"
                  fw={500}
                  display="block"
                  truncate="end"
                  {...bidiText()}
                >
                  {user.fullName}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end" dir="ltr">
                  {user.email}
                </Text>
              </div>
            </Group>
          );
        },
      }),
      column.accessor('role', {
        header: t('columns.role'),
        meta: { csv: (user) => t(`roles.${user.role}`) },
        cell: (info) => <UserRoleLabel role={info.row.original.role} />,
      }),
      column.accessor('currentPlan', {
        header: t('columns.currentPlan'),
        meta: { csv: (user) => t(`plans.${user.currentPlan}`) },
        cell: (info) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(`plans.${info.row.original.currentPlan}`)}
          </Text>
        ),
      }),
      column.accessor('billing', {
        header: t('columns.billing'),
        meta: { csv: (user) => t(`billing.${user.billing}`) },
        cell: (info) => <Text size="sm">{t(`billing.${info.row.original.billing}`)}</Text>,
      }),
      column.accessor('status', {
        header: t('columns.status'),
        meta: { csv: (user) => t(`statuses.${user.status}`) },
        cell: (info) => <UserStatusBadge status={info.row.original.status} />,
      }),
    ],
    [t],
  );

  const rowActions = (user: User): RowAction[] => [
    { label: t('actions.view'), icon: Eye, onClick: () => void navigate(userPath(user.id)) },
    ...(onDelete
      ? [{ label: t('actions.delete'), icon: Trash2, color: 'red', onClick: () => onDelete(user) }]
      : []),
  ];

  const table = serverTable(list, query, (data) => ({ rows: data.users, total: data.total }));
  return (
    <DataTable
      label={label ?? t('tableLabel')}
      columns={columns}
      getRowId={(user) => String(user.id)}
      getRowLabel={(user) => t('rowLabel', { name: user.fullName })}
      rowActions={rowActions}
      minWidth={820}
      csv={{
        filename: t('csvFile'),
        getRows: () => fetchAllMatchingUsers(list.params, table.server.total),
      }}
      toolbar={
        <>
          <DataTableSearch value={list.q} onChange={list.setQ} />
          <DataTableFilter
            label={t('filters.role')}
            placeholder={t('filters.rolePlaceholder')}
            options={userRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            onChange={(next) => list.setFilter('role', next)}
          />
          <DataTableFilter
            label={t('filters.plan')}
            placeholder={t('filters.planPlaceholder')}
            options={userPlans.map((value) => ({ value, label: t(`plans.${value}`) }))}
            value={currentPlan}
            onChange={(next) => list.setFilter('currentPlan', next)}
          />
          <DataTableFilter
            label={t('filters.status')}
            placeholder={t('filters.statusPlaceholder')}
            options={userStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            value={status}
            onChange={(next) => list.setFilter('status', next)}
          />
        </>
      }
      actions={actions}
      empty={{
        icon: <Users size={28} aria-hidden="true" />,
        title: t('empty.title'),
        hint: t('empty.hint'),
        none: t('empty.none'),
      }}
      {...table}
    />
  );
}
