import { ActionIcon } from '@mantine/core';
import { CircleDot, Circle, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { useLayoutStore } from '../settings-store';
import classes from './shell.module.css';

interface SidebarHeaderProps {
  homePath: string;
  /** In the phone drawer: a close button instead of the collapse toggle. */
  onClose?: () => void;
}

/** The logo and name, leading home: atop the side menu, or in the navbar of the horizontal layout. */
export function Brand({ homePath }: { homePath: string }) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Link to={homePath} className={classes.brand} aria-label={t('layout:goHome')}>
      <LogoMark size={30} />
      <span data-nav-label="">{t('common:appName')}</span>
    </Link>
  );
}

export function SidebarHeader({ homePath, onClose }: SidebarHeaderProps) {
  const { t } = useTranslation(['layout', 'common']);
  const collapsed = useLayoutStore((s) => s.menuCollapsed);
  const setSetting = useLayoutStore((s) => s.set);
  return (
    <div className={classes.sidebarHeader}>
      <Brand homePath={homePath} />
      {onClose ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onClose}
          aria-label={t('layout:menu.close')}
        >
          <X size={18} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          color="gray"
          data-nav-label=""
          onClick={() => setSetting('menuCollapsed', !collapsed)}
          aria-label={collapsed ? t('layout:menu.pin') : t('layout:menu.collapse')}
          aria-pressed={!collapsed}
        >
          {collapsed ? (
            <Circle size={18} aria-hidden="true" />
          ) : (
            <CircleDot size={18} aria-hidden="true" />
          )}
        </ActionIcon>
      )}
    </div>
  );
}
