import { ColorSwatch, Menu, Text, UnstyledButton } from '@mantine/core';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { statuses, type ProfileUser, type Status } from '../types';
import { StatusAvatar, statusColor } from './status-avatar';
import classes from './chat.module.css';

interface StatusMenuProps {
  user: ProfileUser;
  onChange: (status: Status) => void;
}

/** The signed-in user's picture and status; a menu changes the status. */
export function StatusMenu({ user, onChange }: StatusMenuProps) {
  const { t } = useTranslation('chat');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('statusButton', { status: t(`status.${user.status}`) })}
          className={classes.statusButton}
        >
          <StatusAvatar person={user} size={36} />
          <Text component="span" size="xs" c="dimmed" visibleFrom="xs">
            {t(`status.${user.status}`)}
          </Text>
          <ChevronDown size={14} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('statusTitle')}</Menu.Label>
        {statuses.map((status) => (
          <Menu.Item
            key={status}
            leftSection={
              <ColorSwatch
                aria-hidden="true"
                color={`var(--mantine-color-${statusColor[status]}-filled)`}
                size={10}
              />
            }
            rightSection={status === user.status ? <Check size={14} aria-hidden="true" /> : null}
            onClick={() => onChange(status)}
          >
            {t(`status.${status}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
