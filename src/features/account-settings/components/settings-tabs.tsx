import { Bell, Info, Link2, LockKeyhole, Share2, UserRound, type LucideIcon } from 'lucide-react';
import { UrlTabs } from '@/components/url-tabs/url-tabs';
import { useTranslation } from '@/lib/i18n-react';
import type { AccountSettings } from '../types';
import { ConnectionsTab } from './connections-tab';
import { GeneralTab } from './general-tab';
import { InfoTab } from './info-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import { SocialTab } from './social-tab';
import classes from './account-settings.module.css';

export const settingsTabs = [
  'general',
  'security',
  'info',
  'social',
  'connections',
  'notifications',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const icons: Record<SettingsTab, LucideIcon> = {
  general: UserRound,
  security: LockKeyhole,
  info: Info,
  social: Share2,
  connections: Link2,
  notifications: Bell,
};

/** The settings' sections as tabs, each saved by itself; the open one lives in the URL. */
export function SettingsTabs({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account-settings');
  return (
    <UrlTabs
      tabs={settingsTabs}
      label={t('tabs.label')}
      tabLabel={(tab) => t(`tabs.${tab}`)}
      icons={icons}
      classNames={{ root: classes.tabs, tabSection: classes.tabSection }}
      panels={{
        general: <GeneralTab stored={settings.general} />,
        security: <SecurityTab />,
        info: <InfoTab stored={settings.info} />,
        social: <SocialTab stored={settings.social} />,
        connections: <ConnectionsTab stored={settings.social} />,
        notifications: <NotificationsTab stored={settings.notification} />,
      }}
    />
  );
}
