import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { useLayoutStore } from '../settings-store';

/** Light/dark switch of the navbar: from any light skin to dark, and from dark to light. */
export function ThemeToggle() {
  const { t } = useTranslation('layout');
  const skin = useLayoutStore((s) => s.skin);
  const setSetting = useLayoutStore((s) => s.set);
  const isDark = skin === 'dark';
  const label = isDark ? t('theme.toLight') : t('theme.toDark');
  return (
    <NavbarAction label={label} onClick={() => setSetting('skin', isDark ? 'light' : 'dark')}>
      {isDark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </NavbarAction>
  );
}
