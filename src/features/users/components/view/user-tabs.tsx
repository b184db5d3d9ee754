import { Bell, CreditCard, Link2, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { UrlTabs } from '@/components/url-tabs/url-tabs';
import { useTranslation } from '@/lib/i18n-react';
import type { UserWithDetails } from '../../types';
import { AccountTab } from './account-tab';
import { BillingTab } from './billing-tab';
import { ConnectionsTab } from './connections-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import classes from './user-view.module.css';

export const userTabs = ['account', 'security', 'billing', 'notifications', 'connections'] as const;
export type UserTab = (typeof userTabs)[number];

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
  return (
    <UrlTabs
      tabs={userTabs}
      label={t('tabs.label')}
      tabLabel={(tab) => t(`tabs.${tab}`)}
      icons={icons}
      classNames={{ root: classes.tabs, tabSection: classes.tabSection }}
      panels={{
        account: <AccountTab user={user} invoices={invoices} />,
        security: <SecurityTab user={user} />,
        billing: <BillingTab user={user} invoicesPath={invoicesPath} />,
        notifications: <NotificationsTab user={user} />,
        connections: <ConnectionsTab user={user} />,
      }}
    />
  );
}
