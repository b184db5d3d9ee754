import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { LayoutOverrides } from '@/features/layout/settings';
import type { RequiredAbility, Subject } from '@/lib/ability-rules';
import type brNav from '@/locales/br/nav.json';
import type * as icons from '../icons';

/** Every id is a key of `nav.json`, so a page cannot exist without its title. */
export type PageId = keyof typeof brNav.pages;
export type SectionId = keyof typeof brNav.sections;
export type GroupId = keyof typeof brNav.groups;
export type DisabledEntryId = keyof typeof brNav.disabled;
/** The lucide icons the menu may draw, named so the catalogue stays plain data. */
export type IconName = keyof typeof icons;
export type Access = 'public' | 'guest' | 'private';
export type Layout = 'vertical' | 'blank';
export type { Subject };

/** A lazy page: its component, and the translation namespaces it needs (loaded with it). */
export type PageModule = { default: ComponentType; namespaces?: readonly string[] };
export type PageLoader = () => Promise<PageModule>;

/** What a page's prefetch reads: the matched route's params and the URL being opened. */
export interface PrefetchContext {
  params: Params;
  url: URL;
}
/**
 * A feature's small prefetch module (query options, no components): the router starts it
 * beside the page's chunk, so the first data call does not wait for the page to download.
 */
export interface PrefetchModule {
  prefetch: (queryClient: QueryClient, context: PrefetchContext) => Promise<unknown> | void;
}
export type PrefetchLoader = () => Promise<PrefetchModule>;

/** A section heading, or the collapsible group a page or group nests in. */
export type MenuParent = { section: SectionId } | { group: GroupId };

/** A menu entry that leads nowhere, drawn disabled (what admin menus show of a page to come). */
export interface DisabledMenuEntry {
  id: DisabledEntryId;
  titleKey: `disabled.${DisabledEntryId}`;
  icon: IconName;
  parent: MenuParent;
}

export interface MenuGroup {
  id: GroupId;
  titleKey: `groups.${GroupId}`;
  icon: IconName;
  parent: MenuParent;
}

/** `Id` is generic so that helpers building ids from slugs are checked where they are called. */
interface EntryBase<Id extends string> {
  id: Id;
  /** Route path; may hold `:params` (then `link` is the page the menu opens). */
  path: string;
  link: string;
  titleKey: `pages.${Id}`;
  icon: IconName;
  /** Where the page sits in the menu: a section, a collapsible group, or nowhere (`null`). */
  menu: MenuParent | null;
  ability: RequiredAbility;
  access: Access;
  layout: Layout;
  /** `false` when the page draws its own title (full-height apps). */
  pageHeader: boolean;
  /** The layout settings this page imposes while it is open (the saved ones are untouched). */
  frame?: LayoutOverrides;
}

export type BuiltEntry<Id extends string = PageId> = EntryBase<Id> & {
  planned: false;
  load: PageLoader;
  prefetch?: PrefetchLoader;
  /**
   * Where the page's first demo calls go, when not under its own link (a dashboard calls
   * `/card/…`): the build preloads those features' demo handlers with the page.
   */
  calls?: readonly string[];
};
export type PlannedEntry<Id extends string = PageId> = EntryBase<Id> & { planned: true };
export type CatalogueEntry<Id extends string = PageId> = BuiltEntry<Id> | PlannedEntry<Id>;

/** One menu section's file: its groups and its pages, in menu order. */
export interface CatalogueSection {
  groups: MenuGroup[];
  pages: CatalogueEntry[];
  /** Disabled menu entries, each drawn last in its group. */
  disabled?: DisabledMenuEntry[];
}
