import { group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

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
    ),
    page('dashboard-ecommerce', '/', 'ShoppingCart', inGroup('dashboards'), 'Dashboard'),
  ],
};
