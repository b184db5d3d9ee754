import { useAbility } from '@casl/react';
import { ConnectionList } from '@/components/account/connection-list';
import { SectionCard } from '@/components/account/section-card';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import { connectionServices, type UserWithDetails } from '../../types';

/** The services the user's account is linked to; each switch is saved as it moves. */
export function ConnectionsTab({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation('user-view');
  const canUpdate = useAbility<AppAbility>().can('update', 'User');
  const update = useUpdateUser();
  return (
    <SectionCard
      title={t('connections.title')}
      text={t('connections.text', { name: user.fullName })}
    >
      <ConnectionList
        services={connectionServices}
        connection={(service) => ({
          on: user.details.connections[service],
          detail: t(`connections.uses.${service}`),
        })}
        disabled={!canUpdate}
        // Only this service: another tab's switch of another service stays as it was set.
        save={(service, on) =>
          update.mutateAsync({ id: user.id, user: { details: { connections: { [service]: on } } } })
        }
      />
    </SectionCard>
  );
}
