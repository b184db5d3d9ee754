import { group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const prefetch = () => import('@/app/dashboards/prefetch');
/** The dashboards' cards and the e-commerce one's latest invoices. */
const calls = ['/card/', '/apps/invoice/'];

/** Dashboards: the analytics and e-commerce overviews. */
export const dashboardsSection: CatalogueSection = {
  groups: [group('dashboards', 'House', inSection('dashboards'))],
  pages: [
    page(
      'dashboard-analytics',
      '/dashboard/analytics',
      'Activity',
      inGroup('dashboards'),
      'Dashboard',
      {
        load: () => import('@/app/dashboards/analytics-page'),
        prefetch,
        calls,
      },
    ),
    page('dashboard-ecommerce', '/', 'ShoppingCart', inGroup('dashboards'), 'Dashboard', {
      load: () => import('@/app/dashboards/ecommerce-page'),
      prefetch,
      calls,
    }),
  ],
};
