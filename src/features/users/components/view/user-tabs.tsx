import { Tabs } from '@mantine/core';
import { Bell, CreditCard, Link2, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { useTranslation } from '@/lib/i18n-react';
import { urlParam, useUrlParams } from '@/lib/use-url-params';
import type { UserWithDetails } from '../../types';
import { AccountTab } from './account-tab';
import { BillingTab } from './billing-tab';
import { ConnectionsTab } from './connections-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import classes from './user-view.module.css';

export const userTabs = ['account', 'security', 'billing', 'notifications', 'connections'] as const;
export type UserTab = (typeof userTabs)[number];

/** `?tab=`: an unknown or missing value is the first tab. */
const tabSchema = z.enum(userTabs);
const userViewParams = { tab: urlParam(tabSchema, 'account') };

const icons: Record<UserTab, LucideIcon> = {
  account: UserRound,
  security: ShieldCheck,
  billing: CreditCard,
  notifications: Bell,
  connections: Link2,
};

interface UserTabsProps {
  user: UserWithDetails;
  /** The user's invoices (the invoice feature's card, composed by the page). */
  invoices: ReactNode;
  /** The full invoice list, searched by the user's name (none for who may not see it). */
  invoicesPath: string | undefined;
}

/** The user's sections as tabs; the open one lives in the URL (`?tab=security`). */
export function UserTabs({ user, invoices, invoicesPath }: UserTabsProps) {
  const { t } = useTranslation('user-view');
  const [{ tab }, setRoute] = useUrlParams(userViewParams);

  // A tab is a view of the same page: the back button leaves the page, not the tab.
  const select = (value: string | null) => {
    const chosen = tabSchema.safeParse(value);
    setRoute({ tab: chosen.success ? chosen.data : 'account' });
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
        {userTabs.map((value) => {
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
      <Tabs.Panel value="account" pt="md">
        <AccountTab user={user} invoices={invoices} />
      </Tabs.Panel>
      <Tabs.Panel value="security" pt="md">
        <SecurityTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="billing" pt="md">
        <BillingTab user={user} invoicesPath={invoicesPath} />
      </Tabs.Panel>
      <Tabs.Panel value="notifications" pt="md">
        <NotificationsTab user={user} />
      </Tabs.Panel>
      <Tabs.Panel value="connections" pt="md">
        <ConnectionsTab user={user} />
      </Tabs.Panel>
    </Tabs>
  );
}
