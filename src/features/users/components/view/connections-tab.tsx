import { useAbility } from '@casl/react';
import { Avatar, Badge, Card, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Fragment, useId } from 'react';
import { toast } from '@/components/toast';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { connectionServices, type UserWithDetails } from '../../types';
import { useSwitchSave } from './use-switch-save';

type Service = (typeof connectionServices)[number];

/** Each service's mark: its initial in a colour of ours (no third-party logos). */
const serviceColor: Record<Service, string> = {
  google: 'red',
  slack: 'grape',
  github: 'dark',
  mailchimp: 'yellow',
  asana: 'pink',
};

/** The services the user's account is linked to; each switch is saved as it moves. */
export function ConnectionsTab({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation('user-view');
  const titleId = useId();
  const canUpdate = useAbility<AppAbility>().can('update', 'User');
  const switches = useSwitchSave();
  const stored = user.details.connections;

  const toggle = (service: Service, value: boolean) => {
    const name = t(`connections.services.${service}`);
    switches.save({
      key: service,
      value,
      // Only this service: another tab's switch of another service stays as it was set.
      change: { id: user.id, user: { details: { connections: { [service]: value } } } },
      onSaved: () =>
        toast.success(t(value ? 'toasts.connected' : 'toasts.disconnected', { service: name })),
      onFailed: (error) => toast.failure(t('toasts.connectionFailed', { service: name }), error),
    });
  };

  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {t('connections.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('connections.text', { name: user.fullName })}
      </Text>
      <Stack gap="sm">
        {connectionServices.map((service, index) => {
          const on = switches.shown(service, stored[service]);
          const name = t(`connections.services.${service}`);
          return (
            <Fragment key={service}>
              {index > 0 && <Divider />}
              <Group wrap="nowrap" gap="md">
                <Avatar color={serviceColor[service]} radius="md" size={40} aria-hidden="true">
                  {name.charAt(0)}
                </Avatar>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`connections.uses.${service}`)}
                  </Text>
                </div>
                <Badge
                  variant="light"
                  color={on ? 'teal' : 'gray'}
                  miw="max-content"
                  visibleFrom="xs"
                >
                  {t(on ? 'connections.connected' : 'connections.disconnected')}
                </Badge>
                <Switch
                  aria-label={t('connections.switch', { service: name })}
                  checked={on}
                  disabled={!canUpdate}
                  aria-busy={switches.busy}
                  onChange={(event) => toggle(service, event.currentTarget.checked)}
                />
              </Group>
            </Fragment>
          );
        })}
      </Stack>
    </Card>
  );
}
