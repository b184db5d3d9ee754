import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { UserTable } from '../components/user-table';
import { RoleCards } from '../roles/components/role-cards';
import type { SeededRole } from '../roles/types';
import classes from './roles-page.module.css';
import { useUserList } from '../use-user-list';

export const namespaces = ['roles', 'users', 'table'] as const;

/**
 * `/apps/roles`: the users' roles as cards, counting the users below (a card's count filters
 * the table to them), added and changed in a modal; the users below.
 */
export default function RolesPage() {
  const { t } = useTranslation('roles');
  const users = useUserList();
  const usersTitle = useRef<HTMLHeadingElement>(null);
  // A card's count filters the table to its role and takes the reader there, once the URL
  // holds the role (the router puts a new URL at the top of the page first).
  const [shown, setShown] = useState<{ key: SeededRole } | null>(null);
  const done = useRef<typeof shown>(null);
  const role = users.list.params.filters.role;
  useEffect(() => {
    if (!shown || done.current === shown || role !== shown.key) return;
    done.current = shown;
    usersTitle.current?.focus({ preventScroll: true });
    usersTitle.current?.scrollIntoView({ block: 'start' });
  }, [shown, role]);
  const showUsers = (key: SeededRole) => {
    users.list.setFilter('role', key);
    setShown({ key });
  };
  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={720}>
        {t('description')}
      </Text>
      <RoleCards onShowUsers={showUsers} />
      <Stack gap="xs" component="section" aria-labelledby="role-users-title">
        <Title
          order={2}
          size="h4"
          id="role-users-title"
          ref={usersTitle}
          tabIndex={-1}
          className={classes.usersTitle}
        >
          {t('users.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('users.hint')}
        </Text>
      </Stack>
      <Card withBorder padding="md" radius="md">
        <UserTable {...users} label={t('users.title')} />
      </Card>
    </Stack>
  );
}
