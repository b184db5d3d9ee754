import { Collapse, UnstyledButton } from '@mantine/core';
import { ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { NavLink, useLocation } from 'react-router';
import type { NavItemNode, NavSectionNode } from '../nav-types';
import classes from './nav-menu.module.css';

export function isLinkActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The ids of the groups that lead to the active link, outermost first. */
export function activeGroupChain(items: NavItemNode[], pathname: string): string[] {
  for (const item of items) {
    if (item.kind === 'link') {
      if (isLinkActive(item.to, pathname)) return [];
      continue;
    }
    if (item.kind === 'disabled') continue;
    const inner = activeGroupChain(item.children, pathname);
    const holdsActive = item.children.some((child) =>
      child.kind === 'link' ? isLinkActive(child.to, pathname) : inner.length > 0,
    );
    if (holdsActive) return [item.id, ...inner];
  }
  return [];
}

interface NavMenuProps {
  sections: NavSectionNode[];
  onNavigate?: () => void;
}

export function NavMenu({ sections, onNavigate }: NavMenuProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const chainKey = useMemo(
    () => sections.flatMap((section) => activeGroupChain(section.children, pathname)).join('|'),
    [sections, pathname],
  );
  const [open, setOpen] = useState<string[]>(() => (chainKey ? chainKey.split('|') : []));
  const [openedFor, setOpenedFor] = useState(chainKey);

  // Navigating into a group opens it (and leaves the others as the user left them).
  if (openedFor !== chainKey) {
    setOpenedFor(chainKey);
    if (chainKey) setOpen((current) => [...new Set([...current, ...chainKey.split('|')])]);
  }

  const toggle = (id: string, siblings: NavItemNode[]) =>
    setOpen((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      // Like an accordion: opening a group closes its siblings.
      const siblingIds = siblings.filter((s) => s.kind === 'group').map((s) => s.id);
      return [...current.filter((openId) => !siblingIds.includes(openId)), id];
    });

  const renderItems = (items: NavItemNode[], depth: number) =>
    items.map((item) => {
      const Icon = item.icon;
      if (item.kind === 'disabled') {
        return (
          <li key={item.id}>
            <span className={classes.link} data-depth={depth} aria-disabled="true" data-disabled="">
              <Icon className={classes.icon} size={depth > 0 ? 14 : 20} aria-hidden="true" />
              <span className={classes.label} data-nav-label="">
                {item.label}
              </span>
            </span>
          </li>
        );
      }
      if (item.kind === 'link') {
        return (
          <li key={item.id}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={classes.link}
              data-depth={depth}
              onClick={onNavigate}
            >
              <Icon className={classes.icon} size={depth > 0 ? 14 : 20} aria-hidden="true" />
              <span className={classes.label} data-nav-label="">
                {item.label}
              </span>
            </NavLink>
          </li>
        );
      }
      const isOpen = open.includes(item.id);
      const holdsActive = chainKey.split('|').includes(item.id);
      const listId = `nav-group-${item.id}`;
      return (
        <li key={item.id}>
          <UnstyledButton
            className={classes.link}
            data-depth={depth}
            data-holds-active={holdsActive || undefined}
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => toggle(item.id, items)}
          >
            <Icon className={classes.icon} size={depth > 0 ? 14 : 20} aria-hidden="true" />
            <span className={classes.label} data-nav-label="">
              {item.label}
            </span>
            <ChevronRight
              className={classes.chevron}
              data-open={isOpen || undefined}
              data-nav-label=""
              size={16}
              aria-hidden="true"
            />
          </UnstyledButton>
          <Collapse expanded={isOpen} transitionDuration={180}>
            <ul id={listId} className={classes.list} data-nav-sublist="">
              {renderItems(item.children, depth + 1)}
            </ul>
          </Collapse>
        </li>
      );
    });

  return (
    <nav aria-label={t('menu.label')} className={classes.nav}>
      {sections.map((section) => (
        <div key={section.id} className={classes.section}>
          {section.label && (
            <div className={classes.sectionLabel} data-nav-label="" aria-hidden="true">
              {section.label}
            </div>
          )}
          <ul className={classes.list} aria-label={section.label ?? undefined}>
            {renderItems(section.children, 0)}
          </ul>
        </div>
      ))}
    </nav>
  );
}
