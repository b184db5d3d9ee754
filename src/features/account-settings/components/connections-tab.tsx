import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment, useId } from 'react';
import { ConnectionRow } from '@/components/account/connection-row';
import { useSwitchSave } from '@/components/account/use-switch-save';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useSwitchConnection } from '../api';
import { connectionServices, type ConnectionService, type Social } from '../types';

type Change = { connections: Partial<Record<ConnectionService, boolean>> };

/** The accounts linked to the person's own; each switch is saved as it moves. */
export function ConnectionsTab({ stored }: { stored: Social }) {
  const { t } = useTranslation(['account-settings', 'account']);
  const titleId = useId();
  const connect = useSwitchConnection();
  const switches = useSwitchSave<Change>((change) => connect.mutateAsync(change));

  const toggle = (service: ConnectionService, value: boolean) => {
    const name = t(`account:services.${service}`);
    switches.save({
      key: service,
      value,
      change: { connections: { [service]: value } },
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
        {t('connections.text')}
      </Text>
      <Stack gap="sm">
        {connectionServices.map((service, index) => {
          const connection = stored.connections[service];
          return (
            <Fragment key={service}>
              {index > 0 && <Divider />}
              <ConnectionRow
                service={service}
                detail={
                  connection.connected && connection.id
                    ? connection.id
                    : t(`connections.uses.${service}`)
                }
                on={switches.shown(service, connection.connected)}
                busy={switches.busy}
                onChange={(value) => toggle(service, value)}
              />
            </Fragment>
          );
        })}
      </Stack>
    </Card>
  );
}
