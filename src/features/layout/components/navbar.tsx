import { Group } from '@mantine/core';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { useLayoutStore } from '../settings-store';
import { LanguageSwitcher } from './language-switcher';
import classes from './shell.module.css';
import { ThemeToggle } from './theme-toggle';

interface NavbarProps {
  /** Absent when the page has no menu at all. */
  onOpenMenu?: (() => void) | undefined;
  menuOpen: boolean;
  /** The logo, when no side menu carries it (the horizontal layout). */
  brand?: ReactNode;
  start?: ReactNode;
  end?: ReactNode;
}

export function Navbar({ onOpenMenu, menuOpen, brand, start, end }: NavbarProps) {
  const { t } = useTranslation('layout');
  const type = useLayoutStore((s) => s.navbarType);
  const color = useLayoutStore((s) => s.navbarColor);
  return (
    <header className={classes.navbar} data-type={type} data-navbar-color={color}>
      <div className={classes.navbarInner}>
        {onOpenMenu && (
          <NavbarAction
            className={classes.burger}
            label={t('menu.open')}
            tooltip={false}
            onClick={onOpenMenu}
            aria-expanded={menuOpen}
          >
            <Menu size={20} aria-hidden="true" />
          </NavbarAction>
        )}
        {brand}
        <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          {start}
        </Group>
        <Group gap={4} wrap="nowrap">
          <LanguageSwitcher />
          <ThemeToggle />
          {end}
        </Group>
      </div>
    </header>
  );
}
