import { Badge, Group, Text } from '@mantine/core';
import { Crown, Database, PenLine, Pencil, User as UserIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import type { UserRole, UserStatus } from '../types';

const statusColor: Record<UserStatus, string> = {
  active: 'teal',
  pending: 'yellow',
  inactive: 'gray',
};

/** A user's status as a word in a coloured badge. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={statusColor[status]} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

const roleLook: Record<UserRole, { icon: LucideIcon; color: string }> = {
  admin: { icon: Crown, color: 'var(--mantine-color-red-text)' },
  author: { icon: PenLine, color: 'var(--mantine-color-orange-text)' },
  editor: { icon: Pencil, color: 'var(--mantine-color-blue-text)' },
  maintainer: { icon: Database, color: 'var(--mantine-color-teal-text)' },
  subscriber: { icon: UserIcon, color: 'var(--mantine-color-grape-text)' },
};

/** A user's role: its icon in its colour and its name. */
export function UserRoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation('users');
  const { icon: Icon, color } = roleLook[role];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} color={color} aria-hidden="true" />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(`roles.${role}`)}
      </Text>
    </Group>
  );
}
