// What the app shell needs at boot; the vertical layout imports its components directly.
export { useLayoutStore, reloadLayoutSettings } from './settings-store';
export { colorSchemeOf, useDocumentSettings } from './use-document-settings';
export type {
  NavDisabledNode,
  NavGroupNode,
  NavItemNode,
  NavLinkNode,
  NavSectionNode,
} from './nav-types';
