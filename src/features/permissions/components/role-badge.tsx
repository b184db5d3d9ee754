import { Badge, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import type { Role } from '../types';

export const roleColor: Record<Role, MantineColor> = {
  administrator: 'mirante',
  manager: 'orange',
  user: 'teal',
  support: 'cyan',
  'restricted-user': 'red',
};

/** A role as a coloured badge, named in the active language (the colour only repeats it). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('permissions');
  return (
    <Badge variant="light" color={roleColor[role]} radius="sm" miw="max-content">
      {t(`roles.${role}`)}
    </Badge>
  );
}

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <Group gap={6} wrap="wrap">
      {roles.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </Group>
  );
}
