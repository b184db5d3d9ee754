import { group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const apps = inSection('apps');

/** Apps: email, chat, to-do, calendar, kanban, invoices, roles, shop and users. */
export const appsSection: CatalogueSection = {
  groups: [
    group('invoice', 'FileText', apps),
    group('roles-permissions', 'Shield', apps),
    group('ecommerce', 'ShoppingCart', apps),
    group('user', 'Users', apps),
  ],
  pages: [
    page('email', '/apps/email/*', 'Mail', apps, 'Email', {
      pageHeader: false,
      link: '/apps/email',
      load: () => import('@/features/email/pages/email-page'),
      prefetch: () => import('@/features/email/prefetch'),
    }),
    page('chat', '/apps/chat', 'MessageSquare', apps, 'Chat', {
      pageHeader: false,
      load: () => import('@/features/chat/pages/chat-page'),
    }),
    page('todo', '/apps/todo', 'SquareCheckBig', apps, 'Todo', {
      pageHeader: false,
      load: () => import('@/features/todo/pages/todo-page'),
    }),
    page('calendar', '/apps/calendar', 'Calendar', apps, 'Calendar', {
      load: () => import('@/features/calendar/pages/calendar-page'),
    }),
    page('kanban', '/apps/kanban', 'SquareKanban', apps, 'Kanban', {
      load: () => import('@/features/kanban/pages/kanban-page'),
    }),
    page('invoice-list', '/apps/invoice/list', 'Circle', inGroup('invoice'), 'Invoice', {
      load: () => import('@/features/invoice/pages/invoice-list-page'),
    }),
    page('invoice-preview', '/apps/invoice/preview/:id?', 'Circle', inGroup('invoice'), 'Invoice', {
      load: () => import('@/features/invoice/pages/invoice-preview-page'),
      link: '/apps/invoice/preview/4150',
    }),
    page('invoice-edit', '/apps/invoice/edit/:id?', 'Circle', inGroup('invoice'), 'Invoice', {
      load: () => import('@/features/invoice/pages/invoice-edit-page'),
      link: '/apps/invoice/edit/4150',
    }),
    page('invoice-add', '/apps/invoice/add', 'Circle', inGroup('invoice'), 'Invoice', {
      load: () => import('@/features/invoice/pages/invoice-add-page'),
    }),
    page('roles', '/apps/roles', 'Circle', inGroup('roles-permissions'), 'Role', {
      load: () => import('@/features/users/pages/roles-page'),
    }),
    page('permissions', '/apps/permissions', 'Circle', inGroup('roles-permissions'), 'Permission', {
      load: () => import('@/features/permissions/pages/permissions-page'),
    }),
    page('ecommerce-shop', '/apps/ecommerce/shop', 'Circle', inGroup('ecommerce'), 'Ecommerce', {
      pageHeader: false,
      load: () => import('@/features/ecommerce/pages/shop-page'),
      prefetch: () => import('@/features/ecommerce/prefetch'),
    }),
    page(
      'ecommerce-product-detail',
      '/apps/ecommerce/product-detail/:slug?',
      'Circle',
      inGroup('ecommerce'),
      'Ecommerce',
      {
        // The heading is the product's name, drawn by the page.
        pageHeader: false,
        load: () => import('@/features/ecommerce/pages/product-detail-page'),
        link: '/apps/ecommerce/product-detail/smartphone-cajui-onda-5g-128-gb',
      },
    ),
    page(
      'ecommerce-wishlist',
      '/apps/ecommerce/wishlist',
      'Circle',
      inGroup('ecommerce'),
      'Ecommerce',
      { load: () => import('@/features/ecommerce/pages/wishlist-page') },
    ),
    page(
      'ecommerce-checkout',
      '/apps/ecommerce/checkout',
      'Circle',
      inGroup('ecommerce'),
      'Ecommerce',
      { load: () => import('@/features/ecommerce/pages/checkout-page') },
    ),
    page('user-list', '/apps/user/list', 'Circle', inGroup('user'), 'User', {
      load: () => import('@/features/users/pages/user-list-page'),
    }),
    page('user-view', '/apps/user/view/:id?', 'Circle', inGroup('user'), 'User', {
      load: () => import('@/app/users/user-view-page'),
      link: '/apps/user/view/1',
    }),
  ],
};
