import type { ComponentType } from 'react';
import type * as AuthVariantPages from '@/features/auth/pages/variants';
import type { RequiredAbility, Subject } from '@/lib/ability-rules';
import type brNav from '@/locales/br/nav.json';
import type { IconName } from './icons';

/**
 * THE route catalogue: every page of the product, once. The router, the side menu, the
 * breadcrumbs, the global search, the default bookmarks and the smoke test all read it.
 * A page no issue has built yet is `planned`: it stays out of the menu, search and router.
 * This file is plain data (icons by name, modules behind `import()`) so Node tools can read it.
 */
export type PageId = keyof typeof brNav.pages;
export type SectionId = keyof typeof brNav.sections;
export type GroupId = keyof typeof brNav.groups;
export type Access = 'public' | 'guest' | 'private';
export type Layout = 'vertical' | 'blank';
/** A lazy page: its component, and the translation namespaces it needs (loaded with it). */
export type PageModule = { default: ComponentType; namespaces?: readonly string[] };

export interface MenuGroup {
  id: GroupId;
  titleKey: `groups.${GroupId}`;
  icon: IconName;
  /** A section heading, or the collapsible group this one nests in. */
  parent: { section: SectionId } | { group: GroupId };
}

interface EntryBase {
  id: PageId;
  /** Route path; may hold `:params` (then `link` is the page the menu opens). */
  path: string;
  link: string;
  titleKey: `pages.${PageId}`;
  icon: IconName;
  /** Where the page sits in the menu: a section, a collapsible group, or nowhere (`null`). */
  menu: { section: SectionId } | { group: GroupId } | null;
  ability: RequiredAbility;
  access: Access;
  layout: Layout;
  /** `false` when the page draws its own title (full-height apps). */
  pageHeader: boolean;
}

export type BuiltEntry = EntryBase & { planned: false; load: () => Promise<PageModule> };
export type PlannedEntry = EntryBase & { planned: true };
export type CatalogueEntry = BuiltEntry | PlannedEntry;

type Options = Partial<Pick<EntryBase, 'access' | 'layout' | 'pageHeader' | 'link'>> & {
  load?: () => Promise<PageModule>;
  action?: RequiredAbility['action'];
};

function page(
  id: PageId,
  path: string,
  icon: IconName,
  menu: EntryBase['menu'],
  subject: Subject,
  { load, action = 'read', ...options }: Options = {},
): CatalogueEntry {
  const base: EntryBase = {
    id,
    path,
    link: options.link ?? path.replace(/\/:[^/]+\?/g, ''),
    titleKey: `pages.${id}`,
    icon,
    menu,
    ability: { action, subject },
    access: options.access ?? 'private',
    layout: options.layout ?? 'vertical',
    pageHeader: options.pageHeader ?? true,
  };
  return load ? { ...base, planned: false, load } : { ...base, planned: true };
}

const inSection = (section: SectionId) => ({ section });
const inGroup = (group: GroupId) => ({ group });
const blankPublic = { access: 'public', layout: 'blank' } as const;

export const menuGroups: MenuGroup[] = [
  {
    id: 'dashboards',
    titleKey: 'groups.dashboards',
    icon: 'House',
    parent: inSection('dashboards'),
  },
  { id: 'invoice', titleKey: 'groups.invoice', icon: 'FileText', parent: inSection('apps') },
  {
    id: 'roles-permissions',
    titleKey: 'groups.roles-permissions',
    icon: 'Shield',
    parent: inSection('apps'),
  },
  {
    id: 'ecommerce',
    titleKey: 'groups.ecommerce',
    icon: 'ShoppingCart',
    parent: inSection('apps'),
  },
  { id: 'user', titleKey: 'groups.user', icon: 'Users', parent: inSection('apps') },
  { id: 'pages', titleKey: 'groups.pages', icon: 'FileText', parent: inSection('apps') },
  { id: 'blog', titleKey: 'groups.blog', icon: 'Circle', parent: inGroup('pages') },
  { id: 'auth', titleKey: 'groups.auth', icon: 'Lock', parent: inSection('apps') },
  { id: 'auth-login', titleKey: 'groups.auth-login', icon: 'Circle', parent: inGroup('auth') },
  {
    id: 'auth-register',
    titleKey: 'groups.auth-register',
    icon: 'Circle',
    parent: inGroup('auth'),
  },
  {
    id: 'auth-forgot-password',
    titleKey: 'groups.auth-forgot-password',
    icon: 'Circle',
    parent: inGroup('auth'),
  },
  {
    id: 'auth-reset-password',
    titleKey: 'groups.auth-reset-password',
    icon: 'Circle',
    parent: inGroup('auth'),
  },
  {
    id: 'auth-verify-email',
    titleKey: 'groups.auth-verify-email',
    icon: 'Circle',
    parent: inGroup('auth'),
  },
  {
    id: 'auth-two-steps',
    titleKey: 'groups.auth-two-steps',
    icon: 'Circle',
    parent: inGroup('auth'),
  },
  { id: 'misc', titleKey: 'groups.misc', icon: 'Box', parent: inSection('apps') },
  { id: 'cards', titleKey: 'groups.cards', icon: 'CreditCard', parent: inSection('ui') },
  { id: 'components', titleKey: 'groups.components', icon: 'Puzzle', parent: inSection('ui') },
  { id: 'extensions', titleKey: 'groups.extensions', icon: 'Layers', parent: inSection('ui') },
  {
    id: 'page-layouts',
    titleKey: 'groups.page-layouts',
    icon: 'PanelsTopLeft',
    parent: inSection('ui'),
  },
  {
    id: 'form-elements',
    titleKey: 'groups.form-elements',
    icon: 'SquarePen',
    parent: inSection('forms'),
  },
  {
    id: 'datatables',
    titleKey: 'groups.datatables',
    icon: 'LayoutGrid',
    parent: inSection('forms'),
  },
  { id: 'charts', titleKey: 'groups.charts', icon: 'ChartPie', parent: inSection('charts') },
];

const misc = (id: PageId, path: string, icon: IconName, load: Options['load']) =>
  page(id, path, icon, inGroup('misc'), 'Page', { ...blankPublic, load });

type AuthVariant = Exclude<keyof typeof AuthVariantPages, 'namespaces'>;

const authDemo = (id: PageId, group: GroupId, variant: AuthVariant) =>
  page(id, `/pages/${id}`, 'Circle', inGroup(group), 'Page', {
    ...blankPublic,
    load: () =>
      import('@/features/auth/pages/variants').then((m) => ({
        default: m[variant],
        namespaces: m.namespaces,
      })),
  });

const demoPages = (group: GroupId, prefix: string, subject: Subject, slugs: string[]) =>
  slugs.map((slug) =>
    page(`${group}-${slug}` as PageId, `/${prefix}/${slug}`, 'Circle', inGroup(group), subject),
  );

export const catalogue: CatalogueEntry[] = [
  // Dashboards
  page(
    'dashboard-analytics',
    '/dashboard/analytics',
    'Activity',
    inGroup('dashboards'),
    'Dashboard',
  ),
  page('dashboard-ecommerce', '/', 'ShoppingCart', inGroup('dashboards'), 'Dashboard'),

  // Apps
  page('email', '/apps/email/*', 'Mail', inSection('apps'), 'Email', {
    pageHeader: false,
    link: '/apps/email',
    load: () => import('@/features/email/pages/email-page'),
  }),
  page('chat', '/apps/chat', 'MessageSquare', inSection('apps'), 'Chat', { pageHeader: false }),
  page('todo', '/apps/todo', 'SquareCheckBig', inSection('apps'), 'Todo', { pageHeader: false }),
  page('calendar', '/apps/calendar', 'Calendar', inSection('apps'), 'Calendar'),
  page('kanban', '/apps/kanban', 'SquareKanban', inSection('apps'), 'Kanban'),
  page('invoice-list', '/apps/invoice/list', 'Circle', inGroup('invoice'), 'Invoice'),
  page('invoice-preview', '/apps/invoice/preview/:id?', 'Circle', inGroup('invoice'), 'Invoice'),
  page('invoice-edit', '/apps/invoice/edit/:id?', 'Circle', inGroup('invoice'), 'Invoice'),
  page('invoice-add', '/apps/invoice/add', 'Circle', inGroup('invoice'), 'Invoice'),
  page('roles', '/apps/roles', 'Circle', inGroup('roles-permissions'), 'Role'),
  page('permissions', '/apps/permissions', 'Circle', inGroup('roles-permissions'), 'Permission'),
  page('ecommerce-shop', '/apps/ecommerce/shop', 'Circle', inGroup('ecommerce'), 'Ecommerce'),
  page(
    'ecommerce-product-detail',
    '/apps/ecommerce/product-detail/:slug?',
    'Circle',
    inGroup('ecommerce'),
    'Ecommerce',
  ),
  page(
    'ecommerce-wishlist',
    '/apps/ecommerce/wishlist',
    'Circle',
    inGroup('ecommerce'),
    'Ecommerce',
  ),
  page(
    'ecommerce-checkout',
    '/apps/ecommerce/checkout',
    'Circle',
    inGroup('ecommerce'),
    'Ecommerce',
  ),
  page('user-list', '/apps/user/list', 'Circle', inGroup('user'), 'User'),
  page('user-view', '/apps/user/view/:id?', 'Circle', inGroup('user'), 'User'),

  // Pages
  page('account-settings', '/pages/account-settings', 'Settings', inGroup('pages'), 'Page'),
  page('profile', '/pages/profile', 'CircleUser', inGroup('pages'), 'Page'),
  page('faq', '/pages/faq', 'CircleHelp', inGroup('pages'), 'Page'),
  page('knowledge-base', '/pages/knowledge-base', 'BookOpen', inGroup('pages'), 'Page'),
  page('pricing', '/pages/pricing', 'BadgeDollarSign', inGroup('pages'), 'Page'),
  page('blog-list', '/pages/blog/list', 'Circle', inGroup('blog'), 'Page'),
  page('blog-detail', '/pages/blog/detail/:id?', 'Circle', inGroup('blog'), 'Page'),
  page('blog-edit', '/pages/blog/edit/:id?', 'Circle', inGroup('blog'), 'Page'),
  page('license', '/pages/license', 'ScrollText', inGroup('pages'), 'Page'),
  page('api-key', '/pages/api-key', 'KeyRound', inGroup('pages'), 'Page'),
  page('modal-examples', '/pages/modal-examples', 'AppWindow', inGroup('pages'), 'Page'),

  // Authentication: the app's own pages, then the demo variants under /pages
  page('login', '/login', 'Lock', null, 'Auth', {
    access: 'guest',
    layout: 'blank',
    load: () => import('@/features/auth/pages/login-page'),
  }),
  page('register', '/register', 'Lock', null, 'Auth', {
    access: 'guest',
    layout: 'blank',
    load: () => import('@/features/auth/pages/register-page'),
  }),
  page('forgot-password', '/forgot-password', 'Lock', null, 'Auth', {
    access: 'guest',
    layout: 'blank',
    load: () => import('@/features/auth/pages/forgot-password-page'),
  }),
  authDemo('login-basic', 'auth-login', 'LoginBasic'),
  authDemo('login-cover', 'auth-login', 'LoginCover'),
  authDemo('register-basic', 'auth-register', 'RegisterBasic'),
  authDemo('register-cover', 'auth-register', 'RegisterCover'),
  authDemo('forgot-password-basic', 'auth-forgot-password', 'ForgotPasswordBasic'),
  authDemo('forgot-password-cover', 'auth-forgot-password', 'ForgotPasswordCover'),
  authDemo('reset-password-basic', 'auth-reset-password', 'ResetPasswordBasic'),
  authDemo('reset-password-cover', 'auth-reset-password', 'ResetPasswordCover'),
  authDemo('verify-email-basic', 'auth-verify-email', 'VerifyEmailBasic'),
  authDemo('verify-email-cover', 'auth-verify-email', 'VerifyEmailCover'),
  authDemo('two-steps-basic', 'auth-two-steps', 'TwoStepsBasic'),
  authDemo('two-steps-cover', 'auth-two-steps', 'TwoStepsCover'),

  // Miscellaneous
  misc(
    'coming-soon',
    '/misc/coming-soon',
    'Clock',
    () => import('@/features/misc/pages/coming-soon-page'),
  ),
  misc(
    'not-authorized',
    '/misc/not-authorized',
    'Ban',
    () => import('@/features/misc/pages/not-authorized-page'),
  ),
  misc(
    'maintenance',
    '/misc/maintenance',
    'Wrench',
    () => import('@/features/misc/pages/maintenance-page'),
  ),
  misc('error', '/misc/error', 'TriangleAlert', () => import('@/features/misc/pages/error-page')),
  page('access-control', '/access-control', 'Shield', inSection('apps'), 'ACL', {
    load: () => import('@/features/auth/pages/access-control-page'),
  }),

  // User interface
  page('typography', '/ui-element/typography', 'Type', inSection('ui'), 'UI', {
    load: () => import('@/features/showcase/pages/typography-page'),
  }),
  page('colors', '/colors/colors', 'Droplet', inSection('ui'), 'UI'),
  page('icons', '/icons/reactfeather', 'Feather', inSection('ui'), 'UI'),
  page('cards-basic', '/cards/basic', 'Circle', inGroup('cards'), 'UI'),
  page('cards-advance', '/cards/advance', 'Circle', inGroup('cards'), 'UI'),
  page('cards-statistics', '/cards/statistics', 'Circle', inGroup('cards'), 'UI'),
  page('cards-analytics', '/cards/analytics', 'Circle', inGroup('cards'), 'UI'),
  page('cards-actions', '/cards/action', 'Circle', inGroup('cards'), 'UI'),
  ...demoPages('components', 'components', 'UI', [
    'accordion',
    'alerts',
    'avatar',
    'badges',
    'breadcrumbs',
    'buttons',
    'carousel',
    'collapse',
    'divider',
    'dropdowns',
    'list-group',
    'modals',
    'navs',
    'offcanvas',
    'pagination',
    'pill-badges',
    'pills',
    'popovers',
    'progress',
    'spinner',
    'tabs',
    'timeline',
    'toasts',
    'tooltips',
  ]),
  ...demoPages('extensions', 'extensions', 'UI', [
    'sweet-alert',
    'block-ui',
    'toastify',
    'slider',
    'drag-and-drop',
    'tour',
    'clipboard',
    'media-player',
    'context-menu',
    'swiper',
    'ratings',
    'i18n',
    'import',
    'export',
    'export-selected',
  ]),
  page(
    'layout-collapsed-menu',
    '/page-layout/collapsed-menu',
    'Circle',
    inGroup('page-layouts'),
    'UI',
  ),
  page('layout-full', '/page-layout/layout-full', 'Circle', inGroup('page-layouts'), 'UI'),
  page('layout-without-menu', '/page-layout/without-menu', 'Circle', inGroup('page-layouts'), 'UI'),
  page('layout-empty', '/page-layout/layout-empty', 'Circle', inGroup('page-layouts'), 'UI'),
  page('layout-blank', '/page-layout/layout-blank', 'Circle', inGroup('page-layouts'), 'UI', {
    layout: 'blank',
  }),

  // Forms and tables
  ...[
    'input',
    'input-group',
    'input-mask',
    'textarea',
    'checkbox',
    'radio',
    'switch',
    'select',
    'number-input',
    'file-uploader',
    'editor',
    'date-time-picker',
  ].map((slug) =>
    page(
      `forms-${slug}` as PageId,
      `/forms/elements/${slug}`,
      'Circle',
      inGroup('form-elements'),
      'Form',
    ),
  ),
  page('forms-layout', '/forms/layout', 'Box', inSection('forms'), 'Form'),
  page('forms-wizard', '/forms/wizard', 'Layers', inSection('forms'), 'Form'),
  page('forms-validation', '/forms/validation', 'ShieldCheck', inSection('forms'), 'Form'),
  page('tables-basic', '/tables/reactstrap', 'Table', inSection('forms'), 'Table'),
  page('datatables-basic', '/datatables/basic', 'Circle', inGroup('datatables'), 'Table'),
  page('datatables-advance', '/datatables/advance', 'Circle', inGroup('datatables'), 'Table'),

  // Charts
  page('charts-apex', '/charts/apex', 'Circle', inGroup('charts'), 'Chart'),
  page('charts-chartjs', '/charts/chartjs', 'Circle', inGroup('charts'), 'Chart'),
  page('charts-recharts', '/charts/recharts', 'Circle', inGroup('charts'), 'Chart'),
];

export const builtEntries = catalogue.filter((entry): entry is BuiltEntry => !entry.planned);
export const plannedEntries = catalogue.filter((entry): entry is PlannedEntry => entry.planned);
