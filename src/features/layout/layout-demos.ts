import type { LayoutOverrides } from './settings';

/** The page-layout demos, by their slug under `/page-layout/`. */
export const layoutDemos = [
  'collapsed-menu',
  'layout-full',
  'without-menu',
  'layout-empty',
  'layout-blank',
] as const;
export type LayoutDemo = (typeof layoutDemos)[number];

export const layoutDemoPath = (demo: LayoutDemo) => `/page-layout/${demo}`;

/**
 * What each demo imposes on the frame while it is open: the catalogue gives it to the frame,
 * and the page shows it beside the saved settings (which stay as they are).
 */
export const layoutDemoFrames = {
  'collapsed-menu': { menuLayout: 'vertical', menuCollapsed: true },
  'layout-full': { contentWidth: 'full' },
  'without-menu': { menuHidden: true },
  'layout-empty': {},
  'layout-blank': {},
} as const satisfies Record<LayoutDemo, LayoutOverrides>;
