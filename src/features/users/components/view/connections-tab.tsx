import { useAbility } from '@casl/react';
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment, useId } from 'react';
import { ConnectionRow } from '@/components/account/connection-row';
import { useSwitchSave } from '@/components/account/use-switch-save';
import { toast } from '@/components/toast';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import { connectionServices, type UpdateUser, type UserWithDetails } from '../../types';

type Service = (typeof connectionServices)[number];

/** The services the user's account is linked to; each switch is saved as it moves. */
export function ConnectionsTab({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation(['user-view', 'account']);
  const titleId = useId();
  const canUpdate = useAbility<AppAbility>().can('update', 'User');
  const update = useUpdateUser();
  const switches = useSwitchSave<UpdateUser>((change) => update.mutateAsync(change));
  const stored = user.details.connections;

  const toggle = (service: Service, value: boolean) => {
    const name = t(`account:services.${service}`);
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
        {connectionServices.map((service, index) => (
          <Fragment key={service}>
            {index > 0 && <Divider />}
            <ConnectionRow
              service={service}
              detail={t(`connections.uses.${service}`)}
              on={switches.shown(service, stored[service])}
              busy={switches.busy}
              disabled={!canUpdate}
              onChange={(value) => toggle(service, value)}
            />
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}
