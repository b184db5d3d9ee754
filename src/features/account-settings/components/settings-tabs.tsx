import { Tabs } from '@mantine/core';
import { Bell, Info, Link2, LockKeyhole, Share2, UserRound, type LucideIcon } from 'lucide-react';
import * as z from 'zod/mini';
import { useTranslation } from '@/lib/i18n-react';
import { urlParam, useUrlParams } from '@/lib/use-url-params';
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

/** `?tab=`: an unknown or missing value is the first tab. */
const tabSchema = z.enum(settingsTabs);
export const settingsParams = { tab: urlParam(tabSchema, 'general') };

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
  const [{ tab }, setRoute] = useUrlParams(settingsParams);

  // A tab is a view of the same page: the back button leaves the page, not the tab.
  const select = (value: string | null) => {
    const chosen = tabSchema.safeParse(value);
    setRoute({ tab: chosen.success ? chosen.data : 'general' });
  };

  return (
    <Tabs
      value={tab}
      onChange={select}
      variant="pills"
      keepMounted={false}
      classNames={{ root: classes.tabs, tabSection: classes.tabSection }}
    >
      <Tabs.List aria-label={t('tabs.label')} className={classes.tabList}>
        {settingsTabs.map((value) => {
          const Icon = icons[value];
          return (
            <Tabs.Tab
              key={value}
              value={value}
              className={classes.tab}
              leftSection={<Icon size={16} aria-hidden="true" />}
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="general" pt="md">
        <GeneralTab stored={settings.general} />
      </Tabs.Panel>
      <Tabs.Panel value="security" pt="md">
        <SecurityTab />
      </Tabs.Panel>
      <Tabs.Panel value="info" pt="md">
        <InfoTab stored={settings.info} />
      </Tabs.Panel>
      <Tabs.Panel value="social" pt="md">
        <SocialTab stored={settings.social} />
      </Tabs.Panel>
      <Tabs.Panel value="connections" pt="md">
        <ConnectionsTab stored={settings.social} />
      </Tabs.Panel>
      <Tabs.Panel value="notifications" pt="md">
        <NotificationsTab stored={settings.notification} />
      </Tabs.Panel>
    </Tabs>
  );
}
