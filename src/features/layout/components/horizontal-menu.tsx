import { Menu, UnstyledButton } from '@mantine/core';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { SubMenu } from '@/components/sub-menu/sub-menu';
import { useTranslation } from '@/lib/i18n-react';
import type { NavItemNode, NavSectionNode } from '../nav-types';
import classes from './horizontal-menu.module.css';
import { activeGroupChain, isLinkActive } from './nav-menu';

/** A top-bar item: a section, or the first section's one group (drawn without a heading). */
function topItem(section: NavSectionNode): { label: string; items: NavItemNode[] } {
  const [only] = section.children;
  if (section.label === null && only?.kind === 'group' && section.children.length === 1) {
    return { label: only.label, items: only.children };
  }
  return { label: section.label ?? '', items: section.children };
}

const holdsActive = (items: NavItemNode[], pathname: string) =>
  items.some((item) => item.kind === 'link' && isLinkActive(item.to, pathname)) ||
  activeGroupChain(items, pathname).length > 0;

function MenuItems({ items, pathname }: { items: NavItemNode[]; pathname: string }) {
  return items.map((item) => {
    const Icon = item.icon;
    const icon = <Icon size={16} aria-hidden="true" />;
    if (item.kind === 'disabled') {
      return (
        <Menu.Item key={item.id} disabled leftSection={icon} className={classes.item}>
          {item.label}
        </Menu.Item>
      );
    }
    if (item.kind === 'link') {
      return (
        <Menu.Item
          key={item.id}
          component={NavLink}
          to={item.to}
          end={item.to === '/'}
          leftSection={icon}
          className={classes.item}
        >
          {item.label}
        </Menu.Item>
      );
    }
    return (
      // Fixed: the submenu escapes the scrolling of a long dropdown instead of being cut by it.
      <SubMenu
        key={item.id}
        floatingStrategy="fixed"
        openDelay={60}
        closeDelay={120}
        label={item.label}
        leftSection={icon}
        itemClassName={classes.item}
        dropdownClassName={classes.dropdown}
        holdsActive={holdsActive(item.children, pathname)}
      >
        <MenuItems items={item.children} pathname={pathname} />
      </SubMenu>
    );
  });
}

/**
 * The horizontal layout's menu: one top-bar button per section, opening (on hover, click or
 * the keyboard) a dropdown of its links, with nested groups as submenus. Built from the same
 * sections as the side menu, so it shows exactly what the ability allows.
 */
export function HorizontalMenu({ sections }: { sections: NavSectionNode[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.label')} className={classes.bar} data-horizontal-menu="">
      <ul className={classes.row}>
        {sections.map((section) => {
          const { label, items } = topItem(section);
          return (
            <li key={section.id}>
              <Menu
                trigger="click-hover"
                openDelay={60}
                closeDelay={150}
                position="bottom-start"
                offset={6}
                loop={false}
                transitionProps={{ transition: 'fade', duration: 120 }}
                shadow="md"
                // Mantine's focus placeholder is a focusable `presentation` inside the `menu`,
                // which axe refuses; without it the first item takes the focus.
                withInitialFocusPlaceholder={false}
              >
                <Menu.Target>
                  <UnstyledButton
                    className={classes.top}
                    data-active={holdsActive(items, pathname) || undefined}
                  >
                    <span>{label}</span>
                    <ChevronDown size={14} aria-hidden="true" className={classes.chevron} />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown className={classes.dropdown}>
                  <MenuItems items={items} pathname={pathname} />
                </Menu.Dropdown>
              </Menu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
