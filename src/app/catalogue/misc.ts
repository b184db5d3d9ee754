import { blankPublic, group, inGroup, inSection, page } from './define';
import type { CatalogueSection, IconName, PageId, PageLoader } from './types';

/** A miscellaneous page: public, on the blank layout, in the Misc group. */
const misc = (id: PageId, path: string, icon: IconName, load: PageLoader) =>
  page(id, path, icon, inGroup('misc'), 'Page', { ...blankPublic, load });

/** Miscellaneous (coming soon, not authorized, maintenance, error), then access control. */
export const miscSection: CatalogueSection = {
  groups: [group('misc', 'Box', inSection('apps'))],
  pages: [
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
    // Last of the Apps section in the menu, after the Misc group.
    page('access-control', '/access-control', 'Shield', inSection('apps'), 'ACL', {
      load: () => import('@/features/auth/pages/access-control-page'),
    }),
  ],
};
