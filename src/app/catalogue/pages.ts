import { group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const pages = inGroup('pages');

/** Pages (under Apps): account, profile, FAQ, pricing, blog, license, API key, modals. */
export const pagesSection: CatalogueSection = {
  groups: [group('pages', 'FileText', inSection('apps')), group('blog', 'Circle', pages)],
  pages: [
    page('account-settings', '/pages/account-settings', 'Settings', pages, 'Auth', {
      load: () => import('@/features/account-settings/pages/account-settings-page'),
      prefetch: () => import('@/features/account-settings/prefetch'),
    }),
    page('profile', '/pages/profile', 'CircleUser', pages, 'Auth', {
      load: () => import('@/features/profile/pages/profile-page'),
      prefetch: () => import('@/features/profile/prefetch'),
    }),
    page('faq', '/pages/faq', 'CircleHelp', pages, 'Page', {
      load: () => import('@/features/help/pages/faq-page'),
      prefetch: () => import('@/features/help/prefetch'),
      calls: ['/faq/data'],
    }),
    page('knowledge-base', '/pages/knowledge-base', 'BookOpen', pages, 'Page', {
      load: () => import('@/features/help/pages/knowledge-base-page'),
      prefetch: () => import('@/features/help/prefetch'),
      calls: ['/faq/data/knowledge_base'],
    }),
    // The heading and the trail name the category (and the article): drawn by the page.
    page('knowledge-base-category', '/pages/knowledge-base/:category', 'BookOpen', null, 'Page', {
      pageHeader: false,
      link: '/pages/knowledge-base/primeiros-passos',
      load: () => import('@/features/help/pages/knowledge-base-category-page'),
      prefetch: () => import('@/features/help/prefetch'),
      calls: ['/faq/data/knowledge_base'],
    }),
    page(
      'knowledge-base-question',
      '/pages/knowledge-base/:category/:question',
      'BookOpen',
      null,
      'Page',
      {
        pageHeader: false,
        link: '/pages/knowledge-base/primeiros-passos/criar-sua-conta',
        load: () => import('@/features/help/pages/knowledge-base-question-page'),
        prefetch: () => import('@/features/help/prefetch'),
        calls: ['/faq/data/knowledge_base'],
      },
    ),
    page('pricing', '/pages/pricing', 'BadgeDollarSign', pages, 'Page', {
      load: () => import('@/features/pricing/pages/pricing-page'),
      prefetch: () => import('@/features/pricing/prefetch'),
      calls: ['/pricing/'],
    }),
    page('blog-list', '/pages/blog/list', 'Circle', inGroup('blog'), 'Page', {
      load: () => import('@/features/blog/pages/blog-list-page'),
      calls: ['/blog/'],
      prefetch: () => import('@/features/blog/prefetch'),
    }),
    page('blog-detail', '/pages/blog/detail/:id?', 'Circle', inGroup('blog'), 'Page', {
      // The heading is the post's title, drawn by the page.
      pageHeader: false,
      load: () => import('@/features/blog/pages/blog-detail-page'),
      calls: ['/blog/'],
    }),
    page('blog-edit', '/pages/blog/edit/:id?', 'Circle', inGroup('blog'), 'Page', {
      load: () => import('@/features/blog/pages/blog-edit-page'),
      calls: ['/blog/'],
    }),
    page('license', '/pages/license', 'ScrollText', pages, 'Page', {
      load: () => import('@/features/pricing/pages/license-page'),
    }),
    page('api-key', '/pages/api-key', 'KeyRound', pages, 'Page', {
      load: () => import('@/features/api-keys/pages/api-key-page'),
      prefetch: () => import('@/features/api-keys/prefetch'),
      calls: ['/api/api-keys'],
    }),
    page('modal-examples', '/pages/modal-examples', 'AppWindow', pages, 'Page', {
      load: () => import('@/features/modal-examples/pages/modal-examples-page'),
    }),
  ],
};
