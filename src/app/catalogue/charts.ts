import { group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const charts = inGroup('charts');

/** Charts: the three chart libraries' demos. */
export const chartsSection: CatalogueSection = {
  groups: [group('charts', 'ChartPie', inSection('charts'))],
  pages: [
    page('charts-apex', '/charts/apex', 'Circle', charts, 'Chart', {
      load: () => import('@/features/charts/pages/apex-page'),
    }),
    page('charts-chartjs', '/charts/chartjs', 'Circle', charts, 'Chart', {
      load: () => import('@/features/charts/pages/chartjs-page'),
    }),
    page('charts-recharts', '/charts/recharts', 'Circle', charts, 'Chart', {
      load: () => import('@/features/charts/pages/recharts-page'),
    }),
  ],
};
