import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
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
import { useFormat } from '@/lib/use-format';
import type { PermissionListState, usePermissions } from '../api';
import { parseCreatedDate } from '../created-date';
import { roles, type Permission } from '../types';
import { RoleBadges } from './role-badge';

const column = createColumnHelper<Permission>();

interface PermissionTableProps {
  list: PermissionListState;
  query: ReturnType<typeof usePermissions>;
  /** What the signed-in user may do to a row (the actions they lack are not offered). */
  onEdit?: ((permission: Permission) => void) | undefined;
  onDelete?: ((permission: Permission) => void) | undefined;
  /** The page's actions, at the toolbar's end. */
  actions?: ReactNode;
}

/** The permissions in the shared table: search and role in the URL, paged by the call. */
export function PermissionTable(props: PermissionTableProps) {
  const { list, query, onEdit, onDelete } = props;
  const { t } = useTranslation('permissions');
  const format = useFormat();
  const role = list.params.filters.assignedTo;

  const columns = useMemo<DataTableColumn<Permission>[]>(
    () => [
      column.accessor('name', {
        header: t('columns.name'),
        cell: (info) => (
          <Text size="sm" fw={500} {...bidiText()}>
            {info.row.original.name}
          </Text>
        ),
      }),
      column.accessor('assignedTo', {
        header: t('columns.assignedTo'),
        enableSorting: false,
        cell: (info) => <RoleBadges roles={info.row.original.assignedTo} />,
      }),
      column.accessor('createdDate', {
        header: t('columns.createdDate'),
        cell: (info) => {
          const text = info.row.original.createdDate;
          const date = parseCreatedDate(text);
          return date ? (
            <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
              {format.dateTime(date)}
            </time>
          ) : (
            text
          );
        },
      }),
    ],
    [t, format],
  );

  const rowActions = (permission: Permission): RowAction[] => [
    ...(onEdit
      ? [{ label: t('actions.edit'), icon: Pencil, onClick: () => onEdit(permission) }]
      : []),
    ...(onDelete
      ? [
          {
            label: t('actions.delete'),
            icon: Trash2,
            color: 'red',
            onClick: () => onDelete(permission),
          },
        ]
      : []),
  ];

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      getRowId={(permission) => String(permission.id)}
      getRowLabel={(permission) => permission.name}
      rowActions={onEdit || onDelete ? rowActions : undefined}
      minWidth={560}
      toolbar={
        <>
          <DataTableSearch value={list.q} onChange={list.setQ} />
          <DataTableFilter
            label={t('filter.label')}
            placeholder={t('filter.placeholder')}
            options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            onChange={(next) => list.setFilter('assignedTo', next)}
          />
        </>
      }
      actions={props.actions}
      empty={{
        icon: <ShieldCheck size={28} aria-hidden="true" />,
        title: t('empty.title'),
        hint: t('empty.hint'),
        none: t('empty.none'),
      }}
      {...serverTable(list, query, (data) => ({ rows: data.permissions, total: data.total }))}
    />
  );
}
