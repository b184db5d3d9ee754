// Relative: Node tools read the catalogue without the app's path aliases (npm run catalogue).
import { layoutDemoFrames } from '../../features/layout/layout-demos';
import { demoPages, disabledEntry, group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const ui = inSection('ui');
const cards = inGroup('cards');
const layouts = inGroup('page-layouts');

/** User interface: typography, colours, icons, cards, components, extensions, page layouts. */
export const uiSection: CatalogueSection = {
  groups: [
    group('cards', 'CreditCard', ui),
    group('components', 'Puzzle', ui),
    group('extensions', 'Layers', ui),
    group('page-layouts', 'PanelsTopLeft', ui),
    group('menu-levels', 'Circle', layouts),
    group('menu-level-3', 'Circle', inGroup('menu-levels')),
  ],
  disabled: [disabledEntry('disabled-menu', 'Circle', layouts)],
  pages: [
    page('typography', '/ui-element/typography', 'Type', ui, 'UI', {
      load: () => import('@/features/showcase/pages/typography-page'),
    }),
    page('colors', '/colors/colors', 'Droplet', ui, 'UI', {
      load: () => import('@/features/showcase/style/pages/colors-page'),
    }),
    page('icons', '/icons/reactfeather', 'Feather', ui, 'UI', {
      load: () => import('@/features/showcase/style/pages/icons-page'),
    }),
    page('cards-basic', '/cards/basic', 'Circle', cards, 'UI', {
      load: () => import('@/features/cards/pages/basic-cards-page'),
    }),
    page('cards-advance', '/cards/advance', 'Circle', cards, 'UI', {
      load: () => import('@/features/cards/pages/advance-cards-page'),
    }),
    page('cards-statistics', '/cards/statistics', 'Circle', cards, 'UI', {
      load: () => import('@/features/cards/pages/statistics-cards-page'),
    }),
    page('cards-analytics', '/cards/analytics', 'Circle', cards, 'UI', {
      load: () => import('@/features/cards/pages/analytics-cards-page'),
    }),
    page('cards-actions', '/cards/action', 'Circle', cards, 'UI', {
      load: () => import('@/features/cards/pages/action-cards-page'),
    }),
    ...demoPages(
      { idPrefix: 'components', path: '/components', group: 'components', subject: 'UI' },
      {
        accordion: () => import('@/features/showcase/basic/pages/accordion-page'),
        alerts: () => import('@/features/showcase/basic/pages/alerts-page'),
        'auto-complete': () => import('@/features/showcase/nav/pages/auto-complete-page'),
        avatar: () => import('@/features/showcase/basic/pages/avatar-page'),
        badges: () => import('@/features/showcase/basic/pages/badges-page'),
        breadcrumbs: () => import('@/features/showcase/basic/pages/breadcrumbs-page'),
        buttons: () => import('@/features/showcase/basic/pages/buttons-page'),
        carousel: () => import('@/features/showcase/overlay/pages/carousel-page'),
        collapse: () => import('@/features/showcase/basic/pages/collapse-page'),
        divider: () => import('@/features/showcase/basic/pages/divider-page'),
        dropdowns: () => import('@/features/showcase/overlay/pages/dropdowns-page'),
        'list-group': () => import('@/features/showcase/nav/pages/list-group-page'),
        modals: () => import('@/features/showcase/overlay/pages/modals-page'),
        navs: () => import('@/features/showcase/nav/pages/navs-page'),
        offcanvas: () => import('@/features/showcase/overlay/pages/offcanvas-page'),
        pagination: () => import('@/features/showcase/nav/pages/pagination-page'),
        'pill-badges': () => import('@/features/showcase/basic/pages/pill-badges-page'),
        pills: () => import('@/features/showcase/nav/pages/pills-page'),
        popovers: () => import('@/features/showcase/overlay/pages/popovers-page'),
        progress: () => import('@/features/showcase/basic/pages/progress-page'),
        spinner: () => import('@/features/showcase/basic/pages/spinner-page'),
        tabs: () => import('@/features/showcase/nav/pages/tabs-page'),
        timeline: () => import('@/features/showcase/basic/pages/timeline-page'),
        toasts: () => import('@/features/showcase/overlay/pages/toasts-page'),
        tooltips: () => import('@/features/showcase/overlay/pages/tooltips-page'),
      },
    ),
    ...demoPages(
      { idPrefix: 'extensions', path: '/extensions', group: 'extensions', subject: 'UI' },
      {
        'sweet-alert': () => import('@/features/showcase/feedback/pages/sweet-alert-page'),
        'block-ui': () => import('@/features/showcase/feedback/pages/block-ui-page'),
        toastify: () => import('@/features/showcase/feedback/pages/toastify-page'),
        slider: () => import('@/features/showcase/feedback/pages/slider-page'),
        'drag-and-drop': () => import('@/features/showcase/interact/pages/drag-and-drop-page'),
        tour: () => import('@/features/showcase/interact/pages/tour-page'),
        clipboard: () => import('@/features/showcase/feedback/pages/clipboard-page'),
        'media-player': () => import('@/features/showcase/interact/pages/media-player-page'),
        'context-menu': () => import('@/features/showcase/interact/pages/context-menu-page'),
        swiper: () => import('@/features/showcase/interact/pages/swiper-page'),
        ratings: () => import('@/features/showcase/feedback/pages/ratings-page'),
        i18n: () => import('@/features/showcase/interact/pages/i18n-page'),
        import: () => import('@/features/showcase/data/pages/import-page'),
        export: () => import('@/features/showcase/data/pages/export-page'),
        'export-selected': () => import('@/features/showcase/data/pages/export-selected-page'),
      },
    ),
    // The page layouts, nested three levels deep, show the menu's levels and a disabled entry.
    page('layout-collapsed-menu', '/page-layout/collapsed-menu', 'Circle', layouts, 'UI', {
      load: () => import('@/features/layout/pages/collapsed-menu-page'),
      frame: layoutDemoFrames['collapsed-menu'],
    }),
    page('layout-full', '/page-layout/layout-full', 'Circle', layouts, 'UI', {
      load: () => import('@/features/layout/pages/layout-full-page'),
      frame: layoutDemoFrames['layout-full'],
    }),
    page('layout-without-menu', '/page-layout/without-menu', 'Circle', layouts, 'UI', {
      load: () => import('@/features/layout/pages/without-menu-page'),
      frame: layoutDemoFrames['without-menu'],
    }),
    page('layout-empty', '/page-layout/layout-empty', 'Circle', inGroup('menu-levels'), 'UI', {
      load: () => import('@/features/layout/pages/layout-empty-page'),
    }),
    page('layout-blank', '/page-layout/layout-blank', 'Circle', inGroup('menu-level-3'), 'UI', {
      load: () => import('@/features/layout/pages/layout-blank-page'),
      layout: 'blank',
    }),
  ],
};
