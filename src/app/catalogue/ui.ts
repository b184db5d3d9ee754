import { demoPages, group, inGroup, inSection, page, planned } from './define';
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
  ],
  pages: [
    page('typography', '/ui-element/typography', 'Type', ui, 'UI', {
      load: () => import('@/features/showcase/pages/typography-page'),
    }),
    page('colors', '/colors/colors', 'Droplet', ui, 'UI'),
    page('icons', '/icons/reactfeather', 'Feather', ui, 'UI'),
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
        accordion: planned,
        alerts: planned,
        avatar: planned,
        badges: planned,
        breadcrumbs: planned,
        buttons: planned,
        carousel: planned,
        collapse: planned,
        divider: planned,
        dropdowns: planned,
        'list-group': planned,
        modals: planned,
        navs: planned,
        offcanvas: planned,
        pagination: planned,
        'pill-badges': planned,
        pills: planned,
        popovers: planned,
        progress: planned,
        spinner: planned,
        tabs: planned,
        timeline: planned,
        toasts: planned,
        tooltips: planned,
      },
    ),
    ...demoPages(
      { idPrefix: 'extensions', path: '/extensions', group: 'extensions', subject: 'UI' },
      {
        'sweet-alert': planned,
        'block-ui': planned,
        toastify: planned,
        slider: planned,
        'drag-and-drop': planned,
        tour: planned,
        clipboard: planned,
        'media-player': planned,
        'context-menu': planned,
        swiper: planned,
        ratings: planned,
        i18n: planned,
        import: planned,
        export: planned,
        'export-selected': planned,
      },
    ),
    page('layout-collapsed-menu', '/page-layout/collapsed-menu', 'Circle', layouts, 'UI'),
    page('layout-full', '/page-layout/layout-full', 'Circle', layouts, 'UI'),
    page('layout-without-menu', '/page-layout/without-menu', 'Circle', layouts, 'UI'),
    page('layout-empty', '/page-layout/layout-empty', 'Circle', layouts, 'UI'),
    page('layout-blank', '/page-layout/layout-blank', 'Circle', layouts, 'UI', { layout: 'blank' }),
  ],
};
