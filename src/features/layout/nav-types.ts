import type { LucideIcon } from 'lucide-react';

/** The menu as the layout draws it; the app builds it from the route catalogue. */
export interface NavLinkNode {
  kind: 'link';
  id: string;
  label: string;
  icon: LucideIcon;
  to: string;
}

export interface NavGroupNode {
  kind: 'group';
  id: string;
  label: string;
  icon: LucideIcon;
  children: NavItemNode[];
}

/** An entry that leads nowhere yet: drawn, announced as disabled, never followed. */
export interface NavDisabledNode {
  kind: 'disabled';
  id: string;
  label: string;
  icon: LucideIcon;
}

export type NavItemNode = NavLinkNode | NavGroupNode | NavDisabledNode;

export interface NavSectionNode {
  kind: 'section';
  id: string;
  /** `null` for the first section, drawn without a heading. */
  label: string | null;
  children: NavItemNode[];
}
