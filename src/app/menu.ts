import type { TFunction } from 'i18next';
import type { NavItemNode, NavSectionNode } from '@/features/layout';
import type { AppAbility } from '@/lib/ability';
import * as catalogueIcons from './icons';
import {
  builtEntries,
  disabledMenuEntries,
  type GroupId,
  type PageId,
  type SectionId,
} from './catalogue';
import { canOpen, groupById, groupChain, menuEntries, sectionOrder } from './navigation';

/**
 * The menu for this ability (the side bar's and the top bar's): sections, collapsible groups
 * and links. Groups and sections without any visible page are left out, and so is a disabled
 * entry whose group is.
 */
export function buildMenu(ability: AppAbility, t: TFunction<'nav'>): NavSectionNode[] {
  const sections = new Map<SectionId, NavSectionNode>();
  const groups = new Map<GroupId, Extract<NavItemNode, { kind: 'group' }>>();

  for (const entry of menuEntries(ability)) {
    const chain = groupChain(entry);
    if (!chain) continue;
    let section = sections.get(chain.section);
    if (!section) {
      section = {
        kind: 'section',
        id: chain.section,
        label: chain.section === 'dashboards' ? null : t(`sections.${chain.section}`),
        children: [],
      };
      sections.set(chain.section, section);
    }
    let container = section.children;
    for (const groupId of chain.groups) {
      let group = groups.get(groupId);
      if (!group) {
        const definition = groupById.get(groupId);
        if (!definition) throw new Error(`Unknown menu group ${groupId}`);
        group = {
          kind: 'group',
          id: groupId,
          label: t(definition.titleKey),
          icon: catalogueIcons[definition.icon],
          children: [],
        };
        groups.set(groupId, group);
        container.push(group);
      }
      container = group.children;
    }
    container.push({
      kind: 'link',
      id: entry.id,
      label: t(entry.titleKey),
      icon: catalogueIcons[entry.icon],
      to: entry.link,
    });
  }
  for (const entry of disabledMenuEntries) {
    const parent =
      'group' in entry.parent
        ? groups.get(entry.parent.group)?.children
        : sections.get(entry.parent.section)?.children;
    parent?.push({
      kind: 'disabled',
      id: entry.id,
      label: t(entry.titleKey),
      icon: catalogueIcons[entry.icon],
    });
  }
  return sectionOrder.flatMap((id) => {
    const section = sections.get(id);
    return section ? [section] : [];
  });
}

/** The account menu's links: the pages of this list that are built and allowed. */
const accountPages: PageId[] = [
  'profile',
  'email',
  'todo',
  'chat',
  'account-settings',
  'pricing',
  'faq',
];

export function userMenuLinks(ability: AppAbility, t: TFunction<'nav'>) {
  return accountPages.flatMap((id) => {
    const entry = builtEntries.find((candidate) => candidate.id === id);
    if (!entry || !canOpen(ability, entry)) return [];
    return [{ id, label: t(entry.titleKey), to: entry.link, icon: catalogueIcons[entry.icon] }];
  });
}

/** The pages this user may find in the search and bookmark: the menu's pages, translated. */
export function searchPages(ability: AppAbility, t: TFunction<'nav'>) {
  return menuEntries(ability).map((entry) => ({
    target: entry.id,
    title: t(entry.titleKey),
    link: entry.link,
    icon: catalogueIcons[entry.icon],
  }));
}
