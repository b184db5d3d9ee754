import { Can } from '@casl/react';
import { Anchor, Badge, Box, Button, Card, Group, Text, Title } from '@mantine/core';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { tickedCount } from '../matrix';
import { useRoleName } from '../role-name';
import type { Role, SeededRole } from '../types';
import classes from './role-card.module.css';
import { RoleMembers } from './role-members';

interface RoleCardProps {
  role: Role;
  onEdit: (role: Role) => void;
  /** Filters the users table below to the role's users (the count is its link). */
  onShowUsers?: ((key: SeededRole) => void) | undefined;
}

/**
 * One role: how many users have it (which shows them in the table below), a few of their
 * faces, its name, how much it may do, and the edit button.
 */
export function RoleCard({ role, onEdit, onShowUsers }: RoleCardProps) {
  const { t } = useTranslation('roles');
  const format = useFormat();
  const roleName = useRoleName();
  const titleId = useId();
  const count = role.userCount;
  const name = roleName(role);
  const { ticked, total } = tickedCount(role.permissions);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap" mih={34}>
        {count > 0 && role.key && onShowUsers ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => role.key && onShowUsers(role.key)}
            aria-label={t('card.showUsers', { count, formatted: format.number(count), name })}
            // "8 usuários" in its own order in right to left (a button is no text element).
            {...bidiText()}
          >
            {t('card.users', { count, formatted: format.number(count) })}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {count === 0
              ? t('card.noUsers')
              : t('card.users', { count, formatted: format.number(count) })}
          </Text>
        )}
        <RoleMembers role={role} />
      </Group>
      <Group gap="xs" wrap="wrap" mt="md">
        <Title order={2} size="h4" id={titleId} {...bidiText(classes.name)}>
          {name}
        </Title>
        {!role.key && (
          <Badge variant="light" color="gray" size="sm">
            {t('card.custom')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {ticked === total
          ? t('card.fullAccess')
          : t('card.granted', {
              count: ticked,
              ticked: format.number(ticked),
              total: format.number(total),
            })}
      </Text>
      <Can I="update" a="Role">
        {/* Last in the card, level with its neighbours' however tall the row. */}
        <Box mt="auto" pt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            leftSection={<Pencil size={14} aria-hidden="true" />}
            onClick={() => onEdit(role)}
            // "Editar papel Gerente": one name per card, starting with what is seen.
            aria-label={t('card.editNamed', { name })}
          >
            {t('card.edit')}
          </Button>
        </Box>
      </Can>
    </Card>
  );
}
