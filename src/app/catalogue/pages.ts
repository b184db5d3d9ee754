import { group, inGroup, inSection, page } from './define';
import type { CatalogueSection } from './types';

const pages = inGroup('pages');

/** Pages (under Apps): account, profile, FAQ, pricing, blog, license, API key, modals. */
export const pagesSection: CatalogueSection = {
  groups: [group('pages', 'FileText', inSection('apps')), group('blog', 'Circle', pages)],
  pages: [
    page('account-settings', '/pages/account-settings', 'Settings', pages, 'Page'),
    page('profile', '/pages/profile', 'CircleUser', pages, 'Page'),
    page('faq', '/pages/faq', 'CircleHelp', pages, 'Page'),
    page('knowledge-base', '/pages/knowledge-base', 'BookOpen', pages, 'Page'),
    page('pricing', '/pages/pricing', 'BadgeDollarSign', pages, 'Page'),
    page('blog-list', '/pages/blog/list', 'Circle', inGroup('blog'), 'Page'),
    page('blog-detail', '/pages/blog/detail/:id?', 'Circle', inGroup('blog'), 'Page'),
    page('blog-edit', '/pages/blog/edit/:id?', 'Circle', inGroup('blog'), 'Page'),
    page('license', '/pages/license', 'ScrollText', pages, 'Page'),
    page('api-key', '/pages/api-key', 'KeyRound', pages, 'Page'),
    page('modal-examples', '/pages/modal-examples', 'AppWindow', pages, 'Page'),
  ],
};
