import { Avatar, Badge, Group, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** Each service's mark: its initial in a colour of ours (no third-party logos). */
export const serviceColors = {
  google: 'red',
  slack: 'grape',
  github: 'dark',
  mailchimp: 'yellow',
  asana: 'pink',
  twitter: 'cyan',
  facebook: 'blue',
} as const;
export type ConnectionService = keyof typeof serviceColors;

interface ConnectionRowProps {
  service: ConnectionService;
  /** Under the name: what the service is for, or the account linked. */
  detail: ReactNode;
  /** The position shown (`useSwitchSave().shown`). */
  on: boolean;
  /** A change is on its way. */
  busy: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}

/** One service an account may link: its mark, name, state and the switch that saves it. */
export function ConnectionRow({
  service,
  detail,
  on,
  busy,
  disabled,
  onChange,
}: ConnectionRowProps) {
  const { t } = useTranslation('account');
  const name = t(`services.${service}`);
  return (
    <Group wrap="nowrap" gap="md">
      <Avatar color={serviceColors[service]} radius="md" size={40} aria-hidden="true">
        {name.charAt(0)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {detail}
        </Text>
      </div>
      <Badge variant="light" color={on ? 'teal' : 'gray'} miw="max-content" visibleFrom="xs">
        {t(on ? 'connections.connected' : 'connections.disconnected')}
      </Badge>
      <Switch
        aria-label={t('connections.switch', { service: name })}
        checked={on}
        disabled={disabled}
        aria-busy={busy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Group>
  );
}
