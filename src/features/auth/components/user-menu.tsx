import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { LogOut, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../session-store';
import { signOut } from '../sign-out';
import { UserAvatar } from './user-avatar';
import classes from './user-menu.module.css';

export interface UserMenuLink {
  id: string;
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The navbar's account menu: who is signed in, the pages they may open, and sign out. */
export function UserMenu({ links }: { links: UserMenuLink[] }) {
  const { t } = useTranslation('acl');
  const user = useCurrentUser();
  if (!user) return null;
  const role = t(`roles.${user.role}` as 'roles.admin', { defaultValue: user.role });
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton
          className={classes.target}
          aria-label={t('userMenu.label', { name: user.fullName })}
        >
          <span className={classes.identity}>
            <span className={classes.name}>{user.fullName}</span>
            <span className={classes.role}>{role}</span>
          </span>
          <UserAvatar user={user} radius="xl" size={38} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="xs" wrap="nowrap">
          <UserAvatar user={user} radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {user.fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        {links.length > 0 && <Menu.Divider />}
        {links.map(({ id, label, to, icon: Icon }) => (
          <Menu.Item
            key={id}
            component={Link}
            to={to}
            leftSection={<Icon size={16} aria-hidden="true" />}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<LogOut size={16} aria-hidden="true" />}
          onClick={() => signOut('user')}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
