import type { TFunction } from 'i18next';
import type { NavItemNode, NavSectionNode } from '@/features/layout';
import type { AppAbility } from '@/lib/ability';
import type { GroupId, SectionId } from './catalogue';
import { catalogueIcons } from './icons';
import { groupById, groupChain, menuEntries, sectionOrder } from './navigation';

/**
 * The side menu for this ability: sections, collapsible groups and links. Groups and
 * sections without any visible page are left out.
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
  return sectionOrder.flatMap((id) => {
    const section = sections.get(id);
    return section ? [section] : [];
  });
}
