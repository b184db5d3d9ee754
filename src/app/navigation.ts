import type { TFunction } from 'i18next';
import type { AppAbility } from '@/lib/ability';
import {
  builtEntries,
  menuGroups,
  type BuiltEntry,
  type CatalogueEntry,
  type GroupId,
  type SectionId,
} from './catalogue';

export const sectionOrder: SectionId[] = ['dashboards', 'apps', 'ui', 'forms', 'charts'];

export const canOpen = (ability: AppAbility, entry: CatalogueEntry) =>
  ability.can(entry.ability.action, entry.ability.subject);

/** Built pages with a place in the menu that this ability may open, in catalogue order. */
export function menuEntries(
  ability: AppAbility,
  entries: readonly BuiltEntry[] = builtEntries,
): BuiltEntry[] {
  return entries.filter((entry) => entry.menu !== null && canOpen(ability, entry));
}

export const groupById = new Map(menuGroups.map((group) => [group.id, group]));

/** The chain of groups from the section down to `entry`'s group. */
export function groupChain(
  entry: CatalogueEntry,
): { section: SectionId; groups: GroupId[] } | null {
  if (!entry.menu) return null;
  const groups: GroupId[] = [];
  let parent = entry.menu;
  while ('group' in parent) {
    groups.unshift(parent.group);
    const group = groupById.get(parent.group);
    if (!group) throw new Error(`Unknown menu group ${parent.group}`);
    parent = group.parent;
  }
  return { section: parent.section, groups };
}

/**
 * Breadcrumbs of a page: its section and groups, then the page itself. A group named as its
 * section (the "Gráficos" group in the "Gráficos" section) is said once.
 */
export function breadcrumbTrail(entry: CatalogueEntry, t: TFunction<'nav'>): string[] {
  const chain = groupChain(entry);
  if (!chain) return [t(entry.titleKey)];
  const groups = chain.groups.map((id) => {
    const group = groupById.get(id);
    return group ? t(group.titleKey) : id;
  });
  const section = chain.section === 'dashboards' ? [] : [t(`sections.${chain.section}`)];
  const trail = [...section, ...groups, t(entry.titleKey)];
  return trail.filter((crumb, index) => crumb !== trail[index - 1]);
}

/**
 * Where "home" is for this ability: the e-commerce dashboard (`/`) once it is built and
 * allowed, otherwise the first page of the menu the user may open.
 */
export function homePath(
  ability: AppAbility,
  entries: readonly BuiltEntry[] = builtEntries,
): string {
  const root = entries.find((entry) => entry.path === '/');
  if (root && canOpen(ability, root)) return '/';
  const first = menuEntries(ability, entries).find((entry) => entry.access === 'private');
  return first?.link ?? '/misc/not-authorized';
}
