import type { LayoutOverrides } from '@/features/layout/settings';
import type { Action } from '@/lib/ability-rules';
import type {
  Access,
  CatalogueEntry,
  DisabledEntryId,
  DisabledMenuEntry,
  GroupId,
  IconName,
  Layout,
  MenuGroup,
  MenuParent,
  PageId,
  PageLoader,
  PrefetchLoader,
  SectionId,
  Subject,
} from './types';

/** The helpers every section file writes its pages with. Plain data, no runtime import. */

export const pageTitleKey = <Id extends string>(id: Id) => `pages.${id}` as const;
export const groupTitleKey = <Id extends GroupId>(id: Id) => `groups.${id}` as const;

export const inSection = (section: SectionId): MenuParent => ({ section });
export const inGroup = (group: GroupId): MenuParent => ({ group });
export const blankPublic = { access: 'public', layout: 'blank' } as const;
/** A page no issue has built yet: in the catalogue, out of the menu, search and router. */
export const planned = null;

export const disabledEntry = (
  id: DisabledEntryId,
  icon: IconName,
  parent: MenuParent,
): DisabledMenuEntry => ({ id, titleKey: `disabled.${id}`, icon, parent });

export const group = (id: GroupId, icon: IconName, parent: MenuParent): MenuGroup => ({
  id,
  titleKey: groupTitleKey(id),
  icon,
  parent,
});

/** A built page has a `load`; only a built page may have a `prefetch`. */
type Code =
  | { load: PageLoader; prefetch?: PrefetchLoader; calls?: readonly string[] }
  | { load?: undefined; prefetch?: never; calls?: never };

export type PageOptions = Code & {
  access?: Access;
  layout?: Layout;
  pageHeader?: boolean;
  /** Where the menu opens a page whose path has params (default: the path without them). */
  link?: string;
  /** Default `read`. */
  action?: Action;
  /** Layout settings the page imposes while open (the page-layout demos). */
  frame?: LayoutOverrides;
};

function entry<Id extends string>(
  id: Id,
  path: string,
  icon: IconName,
  menu: MenuParent | null,
  subject: Subject,
  { load, prefetch, calls, action = 'read', ...options }: PageOptions = {},
): CatalogueEntry<Id> {
  const base = {
    id,
    path,
    link: options.link ?? path.replace(/\/:[^/]+\?/g, ''),
    titleKey: pageTitleKey(id),
    icon,
    menu,
    ability: { action, subject },
    access: options.access ?? 'private',
    layout: options.layout ?? 'vertical',
    pageHeader: options.pageHeader ?? true,
    ...(options.frame && { frame: options.frame }),
  };
  if (!load) return { ...base, planned: true };
  return {
    ...base,
    planned: false,
    load,
    ...(prefetch && { prefetch }),
    ...(calls && { calls }),
  };
}

/** One page: `page(id, path, icon, menu place, CASL subject, options)`. */
export const page = (
  id: PageId,
  path: string,
  icon: IconName,
  menu: MenuParent | null,
  subject: Subject,
  options?: PageOptions,
): CatalogueEntry => entry(id, path, icon, menu, subject, options);

/** The slugs `s` for which `<prefix>-<s>` is a page id of `nav.json`. */
export type SlugOf<Prefix extends string> = PageId extends infer Id
  ? Id extends `${Prefix}-${infer Slug}`
    ? Slug
    : never
  : never;

export interface DemoSet<Prefix extends string> {
  /** Page ids are `<idPrefix>-<slug>`. */
  idPrefix: Prefix;
  /** Paths are `<path>/<slug>`. */
  path: string;
  group: GroupId;
  subject: Subject;
}

/**
 * A run of demo pages of one menu group, one line each in menu order: `slug: planned` or
 * `slug: () => import('…-page')`. Each id is `<idPrefix>-<slug>`; a slug whose id `nav.json`
 * lacks is a type error on that line.
 */
export function demoPages<const Prefix extends string, const Slug extends SlugOf<Prefix>>(
  set: DemoSet<Prefix>,
  pages: { [S in Slug]: PageLoader | null },
): CatalogueEntry<`${Prefix}-${Slug}`>[] {
  const entries: CatalogueEntry<`${Prefix}-${Slug}`>[] = [];
  // `for…in` keeps the slugs typed, in the order written (no slug is a number).
  for (const slug in pages) {
    const load = pages[slug];
    const id = `${set.idPrefix}-${slug}` as const;
    const menu = inGroup(set.group);
    entries.push(
      entry(id, `${set.path}/${slug}`, 'Circle', menu, set.subject, load ? { load } : {}),
    );
  }
  return entries;
}
