import { ACCOUNT_NAMESPACE } from '@/components/account/namespace';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useAccountSettings } from '../api';
import { SettingsSkeleton } from '../components/settings-skeleton';
import { SettingsTabs } from '../components/settings-tabs';

export const namespaces = ['account-settings', ACCOUNT_NAMESPACE] as const;

/**
 * `/pages/account-settings?tab=`: the signed-in person's own settings in tabs, each saved by
 * itself (general, password, information, social links, connections, notifications).
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account-settings');
  const query = useAccountSettings();
  if (query.isPending) return <SettingsSkeleton />;
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SettingsTabs settings={query.data} />;
}
