import { describe, expect, it } from 'vitest';
import brNav from '@/locales/br/nav.json';
import enNav from '@/locales/en/nav.json';
import type { NavItemNode, NavSectionNode } from '@/features/layout';
import { buildAbility } from '@/lib/ability';
import { i18n } from '@/lib/i18n';
import { builtEntries, catalogue, menuGroups, plannedEntries } from './catalogue';
import * as catalogueIcons from './icons';
import { buildMenu } from './menu';
import { breadcrumbTrail, homePath, sectionOrder } from './navigation';
import { createRoutes } from './router';

const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
const client = buildAbility([
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]);
const t = i18n.getFixedT('br', 'nav');

describe('route catalogue', () => {
  it('names about 125 pages, each once', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(120);
    expect(new Set(catalogue.map((entry) => entry.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((entry) => entry.path)).size).toBe(catalogue.length);
  });

  it('covers the spec’s paths', () => {
    // A page with an optional parameter covers its path without it (its link may name one).
    const paths = [
      ...new Set(catalogue.flatMap((entry) => [entry.link, entry.path.replace(/\/:[^/]+\?/g, '')])),
    ];
    for (const path of [
      '/',
      '/dashboard/analytics',
      '/apps/email',
      '/apps/chat',
      '/apps/todo',
      '/apps/calendar',
      '/apps/kanban',
      '/apps/roles',
      '/apps/permissions',
      '/apps/invoice/list',
      '/apps/invoice/preview',
      '/apps/invoice/edit',
      '/apps/invoice/add',
      '/apps/ecommerce/shop',
      '/apps/ecommerce/product-detail',
      '/apps/ecommerce/wishlist',
      '/apps/ecommerce/checkout',
      '/apps/user/list',
      '/apps/user/view',
      '/pages/account-settings',
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/pricing',
      '/pages/blog/list',
      '/pages/blog/detail',
      '/pages/blog/edit',
      '/pages/license',
      '/pages/api-key',
      '/pages/modal-examples',
      '/misc/coming-soon',
      '/misc/not-authorized',
      '/misc/maintenance',
      '/misc/error',
      '/access-control',
      '/ui-element/typography',
      '/colors/colors',
      '/icons/reactfeather',
      '/tables/reactstrap',
      '/datatables/basic',
      '/datatables/advance',
      '/charts/apex',
      '/charts/chartjs',
      '/charts/recharts',
    ]) {
      expect(paths, path).toContain(path);
    }
    const authVariants = paths.filter((path) =>
      /^\/pages\/(login|register|forgot-password|reset-password|verify-email|two-steps)-(basic|cover)$/.test(
        path,
      ),
    );
    expect(authVariants).toHaveLength(12);
    for (const prefix of ['/cards/', '/components/', '/extensions/', '/page-layout/', '/forms/']) {
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('gives every entry a title in br and en, a known icon and a known group', () => {
    const groupIds = new Set(menuGroups.map((group) => group.id));
    for (const entry of catalogue) {
      const key = entry.id;
      expect(entry.titleKey).toBe(`pages.${key}`);
      expect(brNav.pages[key], entry.id).toBeTruthy();
      expect(enNav.pages[key], entry.id).toBeTruthy();
      expect(catalogueIcons[entry.icon], entry.id).toBeDefined();
      if (entry.menu && 'group' in entry.menu) expect(groupIds.has(entry.menu.group)).toBe(true);
      expect(['public', 'guest', 'private']).toContain(entry.access);
      expect(['vertical', 'blank']).toContain(entry.layout);
    }
  });

  it('uses every menu group, each with a title in br and en and a known parent', () => {
    const groupIds = new Set(menuGroups.map((group) => group.id));
    expect(groupIds.size).toBe(menuGroups.length);
    for (const group of menuGroups) {
      expect(group.titleKey).toBe(`groups.${group.id}`);
      expect(brNav.groups[group.id], group.id).toBeTruthy();
      expect(enNav.groups[group.id], group.id).toBeTruthy();
      expect(catalogueIcons[group.icon], group.id).toBeDefined();
      if ('group' in group.parent) expect(groupIds.has(group.parent.group), group.id).toBe(true);
      else expect(sectionOrder, group.id).toContain(group.parent.section);
      const used = [...catalogue, ...menuGroups].some((item) => {
        const place = 'menu' in item ? item.menu : item.parent;
        return place !== null && 'group' in place && place.group === group.id;
      });
      expect(used, group.id).toBe(true);
    }
  });

  it('prefetches only for built pages that load', () => {
    for (const entry of catalogue) {
      if ('prefetch' in entry) expect(entry.planned, entry.id).toBe(false);
    }
    expect(builtEntries.find((entry) => entry.id === 'email')?.prefetch).toBeTypeOf('function');
  });

  it('loads every built page module', async () => {
    for (const entry of builtEntries) {
      const module = await entry.load();
      expect(typeof module.default, entry.id).toBe('function');
      if (entry.prefetch) {
        const prefetchModule = await entry.prefetch();
        expect(typeof prefetchModule.prefetch, entry.id).toBe('function');
      }
    }
  });

  it('keeps planned pages out of the router and the menu', () => {
    const routed = new Set<string>();
    const walk = (routes: ReturnType<typeof createRoutes>) =>
      routes.forEach((route) => {
        if (route.path) routed.add(route.path);
        if (route.children) walk(route.children);
      });
    walk(createRoutes());
    for (const entry of plannedEntries) expect(routed.has(entry.path), entry.id).toBe(false);
    for (const entry of builtEntries) expect(routed.has(entry.path), entry.id).toBe(true);

    const links = JSON.stringify(buildMenu(admin, t));
    for (const entry of plannedEntries) expect(links).not.toContain(`"to":"${entry.link}"`);
  });

  it('shows the client only what its ability allows', () => {
    const menu = buildMenu(client, t);
    const collect = (node: NavSectionNode | NavItemNode): string[] =>
      node.kind === 'link'
        ? [node.to]
        : node.kind === 'disabled'
          ? []
          : node.children.flatMap(collect);
    const links = menu.flatMap(collect);
    for (const link of links) {
      const entry = catalogue.find((candidate) => candidate.link === link);
      expect(entry && client.can(entry.ability.action, entry.ability.subject)).toBe(true);
    }
  });

  it('nests the page layouts four levels deep, with a disabled entry the client never sees', () => {
    const find = (
      items: Array<NavSectionNode | NavItemNode>,
      id: string,
    ): NavItemNode | undefined => {
      for (const item of items) {
        if (item.kind !== 'section' && item.id === id) return item;
        if (item.kind === 'section' || item.kind === 'group') {
          const inner = find(item.children, id);
          if (inner) return inner;
        }
      }
      return undefined;
    };
    const menu = buildMenu(admin, t);
    const layouts = find(menu, 'page-layouts');
    expect(layouts?.kind === 'group' && layouts.children.map((item) => item.kind)).toEqual([
      'link',
      'link',
      'link',
      'group',
      'disabled',
    ]);
    const third = find(menu, 'menu-level-3');
    expect(third?.kind === 'group' && third.children).toEqual([
      expect.objectContaining({ kind: 'link', to: '/page-layout/layout-blank' }),
    ]);
    expect(find(menu, 'disabled-menu')).toMatchObject({ label: 'Menu desativado' });
    expect(find(buildMenu(client, t), 'disabled-menu')).toBeUndefined();
  });

  it('orders sections and leaves empty ones out', () => {
    const menu = buildMenu(admin, t);
    const order = menu.map((section) => section.id);
    expect(order).toEqual(sectionOrder.filter((id) => order.includes(id)));
    for (const section of menu) expect(section.children.length).toBeGreaterThan(0);
  });

  it('builds breadcrumbs from the section and groups', () => {
    const entry = catalogue.find((candidate) => candidate.id === 'login-basic');
    expect(entry && breadcrumbTrail(entry, t)).toEqual([
      'Aplicativos e páginas',
      'Autenticação',
      'Entrar',
      'Entrar (básico)',
    ]);
  });

  it('says a group named as its section once', () => {
    const entry = catalogue.find((candidate) => candidate.id === 'charts-apex');
    expect(entry && breadcrumbTrail(entry, t)).toEqual(['Gráficos', 'ApexCharts']);
  });

  it('sends each user to the first page it may open', () => {
    const load = () => Promise.resolve({ default: () => null });
    const built = (id: string) => {
      const entry = catalogue.find((candidate) => candidate.id === id);
      if (!entry) throw new Error(id);
      return { ...entry, planned: false as const, load };
    };
    const someBuilt = [built('error'), built('email'), built('access-control')];
    expect(homePath(admin, someBuilt)).toBe('/apps/email');
    expect(homePath(client, someBuilt)).toBe('/access-control');
    expect(homePath(buildAbility([]), someBuilt)).toBe('/misc/not-authorized');
    // Once the dashboard exists, `/` is the administrator's home.
    expect(homePath(admin, [...someBuilt, built('dashboard-ecommerce')])).toBe('/');
    expect(homePath(client, [...someBuilt, built('dashboard-ecommerce')])).toBe('/access-control');
  });
});
