import { ConnectionList } from '@/components/account/connection-list';
import { SectionCard } from '@/components/account/section-card';
import { useTranslation } from '@/lib/i18n-react';
import { useSwitchConnection } from '../api';
import { connectionServices, type Social } from '../types';

/** The accounts linked to the person's own; each switch is saved as it moves. */
export function ConnectionsTab({ stored }: { stored: Social }) {
  const { t } = useTranslation('account-settings');
  const connect = useSwitchConnection();
  return (
    <SectionCard title={t('connections.title')} text={t('connections.text')}>
      <ConnectionList
        services={connectionServices}
        connection={(service) => {
          const { connected, id } = stored.connections[service];
          // The account linked, when there is one; otherwise what the service is for.
          return { on: connected, detail: connected && id ? id : t(`connections.uses.${service}`) };
        }}
        save={(service, on) => connect.mutateAsync({ connections: { [service]: on } })}
      />
    </SectionCard>
  );
}
