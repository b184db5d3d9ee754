import { describe, expect, it } from 'vitest';
import { demoPages, group, groupTitleKey, inGroup, inSection, page, pageTitleKey } from './define';
import type { PageModule } from './types';

const module: PageModule = { default: () => null };
const load = () => Promise.resolve(module);
const prefetch = () => Promise.resolve({ prefetch: () => undefined });

describe('catalogue helpers', () => {
  it('derives title keys from ids', () => {
    expect(pageTitleKey('email')).toBe('pages.email');
    expect(groupTitleKey('roles-permissions')).toBe('groups.roles-permissions');
    expect(group('invoice', 'FileText', inSection('apps'))).toEqual({
      id: 'invoice',
      titleKey: 'groups.invoice',
      icon: 'FileText',
      parent: { section: 'apps' },
    });
    expect(page('faq', '/pages/faq', 'CircleHelp', inGroup('pages'), 'Page').titleKey).toBe(
      'pages.faq',
    );
  });

  it('makes a page built by its loader, with defaults and a link without optional params', () => {
    const planned = page('user-view', '/apps/user/view/:id?', 'Circle', inGroup('user'), 'User');
    expect(planned).toMatchObject({
      planned: true,
      link: '/apps/user/view',
      ability: { action: 'read', subject: 'User' },
      access: 'private',
      layout: 'vertical',
      pageHeader: true,
    });
    expect(planned).not.toHaveProperty('load');

    const built = page('email', '/apps/email/*', 'Mail', inSection('apps'), 'Email', {
      load,
      prefetch,
      link: '/apps/email',
      action: 'manage',
    });
    expect(built).toMatchObject({ planned: false, load, prefetch, link: '/apps/email' });
    expect(built.ability).toEqual({ action: 'manage', subject: 'Email' });
    // A page without a prefetch has no such key: the router adds no loader for it.
    expect(page('faq', '/pages/faq', 'CircleHelp', null, 'Page', { load })).not.toHaveProperty(
      'prefetch',
    );
  });

  it('turns a run of slugs into demo pages, built where a loader is given, in order', () => {
    const entries = demoPages(
      { idPrefix: 'components', path: '/components', group: 'components', subject: 'UI' },
      { tabs: null, accordion: load, 'list-group': null },
    );
    expect(entries.map((entry) => [entry.id, entry.path, entry.planned])).toEqual([
      ['components-tabs', '/components/tabs', true],
      ['components-accordion', '/components/accordion', false],
      ['components-list-group', '/components/list-group', true],
    ]);
    const [, accordion] = entries;
    expect(accordion).toMatchObject({
      titleKey: 'pages.components-accordion',
      menu: { group: 'components' },
      ability: { action: 'read', subject: 'UI' },
      icon: 'Circle',
    });
    expect(accordion?.planned === false && accordion.load).toBe(load);
  });

  it('refuses, at type level, a slug whose page id nav.json does not have', () => {
    const entries = demoPages(
      { idPrefix: 'forms', path: '/forms/elements', group: 'form-elements', subject: 'Form' },
      // @ts-expect-error: there is no `forms-colour-wheel` page in nav.json
      { input: null, 'colour-wheel': null },
    );
    expect(entries).toHaveLength(2);
  });
});
