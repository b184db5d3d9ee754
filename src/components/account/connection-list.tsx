import { Divider, Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { ConnectionRow, type ConnectionService } from './connection-row';
import { useSwitchSave } from './use-switch-save';

interface ConnectionListProps<S extends ConnectionService> {
  services: readonly S[];
  /** A service's stored position, and the words under its name. */
  connection: (service: S) => { on: boolean; detail: ReactNode };
  /** Saves one service's new position (a mutation's `mutateAsync`); the others stay as set. */
  save: (service: S, on: boolean) => Promise<unknown>;
  disabled?: boolean;
}

/**
 * The services an account may link, one row each, every switch saved as it moves: a toast
 * says it was connected or disconnected, or why not (the switch goes back).
 */
export function ConnectionList<S extends ConnectionService>({
  services,
  connection,
  save,
  disabled,
}: ConnectionListProps<S>) {
  const { t } = useTranslation('account');
  const switches = useSwitchSave<{ service: S; on: boolean }>((change) =>
    save(change.service, change.on),
  );

  const toggle = (service: S, on: boolean) => {
    const name = t(`services.${service}`);
    switches.save({
      key: service,
      value: on,
      change: { service, on },
      onSaved: () =>
        toast.success(
          t(on ? 'connections.toasts.connected' : 'connections.toasts.disconnected', {
            service: name,
          }),
        ),
      onFailed: (error) => toast.failure(t('connections.toasts.failed', { service: name }), error),
    });
  };

  return (
    <Stack gap="sm">
      {services.map((service, index) => {
        const stored = connection(service);
        return (
          <Fragment key={service}>
            {index > 0 && <Divider />}
            <ConnectionRow
              service={service}
              detail={stored.detail}
              on={switches.shown(service, stored.on)}
              busy={switches.busy}
              disabled={disabled}
              onChange={(on) => toggle(service, on)}
            />
          </Fragment>
        );
      })}
    </Stack>
  );
}
