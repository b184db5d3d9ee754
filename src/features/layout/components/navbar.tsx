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
  onOpenMenu: () => void;
  menuOpen: boolean;
  start?: ReactNode;
  end?: ReactNode;
}

export function Navbar({ onOpenMenu, menuOpen, start, end }: NavbarProps) {
  const { t } = useTranslation('layout');
  const type = useLayoutStore((s) => s.navbarType);
  const color = useLayoutStore((s) => s.navbarColor);
  return (
    <header className={classes.navbar} data-type={type} data-navbar-color={color}>
      <div className={classes.navbarInner}>
        <NavbarAction
          className={classes.burger}
          label={t('menu.open')}
          tooltip={false}
          onClick={onOpenMenu}
          aria-expanded={menuOpen}
        >
          <Menu size={20} aria-hidden="true" />
        </NavbarAction>
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
