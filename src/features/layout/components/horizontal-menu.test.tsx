import { screen, within } from '@testing-library/react';
import { Circle, House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { NavSectionNode } from '../nav-types';
import { HorizontalMenu } from './horizontal-menu';

const link = (id: string, label: string, to: string) =>
  ({ kind: 'link', id, label, icon: Circle, to }) as const;

const sections: NavSectionNode[] = [
  {
    kind: 'section',
    id: 'dashboards',
    label: null,
    children: [
      {
        kind: 'group',
        id: 'dashboards',
        label: 'Painéis',
        icon: House,
        children: [
          link('home', 'Comércio', '/'),
          link('analytics', 'Análises', '/dashboard/analytics'),
        ],
      },
    ],
  },
  {
    kind: 'section',
    id: 'ui',
    label: 'Interface',
    children: [
      link('typography', 'Tipografia', '/ui-element/typography'),
      {
        kind: 'group',
        id: 'page-layouts',
        label: 'Layouts de página',
        icon: Circle,
        children: [
          link('layout-full', 'Layout completo', '/page-layout/layout-full'),
          {
            kind: 'group',
            id: 'menu-levels',
            label: 'Níveis do menu',
            icon: Circle,
            children: [link('layout-empty', 'Layout vazio', '/page-layout/layout-empty')],
          },
          { kind: 'disabled', id: 'disabled-menu', label: 'Menu desativado', icon: Circle },
        ],
      },
    ],
  },
];

describe('HorizontalMenu', () => {
  it('draws one button per section, the first named by its one group', () => {
    renderWithProviders(<HorizontalMenu sections={sections} />, { route: '/', path: '*' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const tops = within(nav).getAllByRole('button');
    expect(tops.map((button) => button.textContent)).toEqual(['Painéis', 'Interface']);
    // The section that holds the page being shown is marked.
    expect(tops[0]).toHaveAttribute('data-active');
    expect(tops[1]).not.toHaveAttribute('data-active');
  });

  it('opens a section, its groups as submenus, down to a third level, with the disabled entry', async () => {
    const { user } = renderWithProviders(<HorizontalMenu sections={sections} />, {
      route: '/page-layout/layout-full',
      path: '*',
    });
    const ui = screen.getByRole('button', { name: 'Interface' });
    expect(ui).toHaveAttribute('data-active');
    await user.click(ui);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Tipografia' })).toHaveAttribute(
      'href',
      '/ui-element/typography',
    );
    await user.hover(within(menu).getByRole('menuitem', { name: 'Layouts de página' }));
    const full = await screen.findByRole('menuitem', { name: 'Layout completo' });
    expect(full).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Menu desativado' })).toBeDisabled();
    await user.hover(screen.getByRole('menuitem', { name: 'Níveis do menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Layout vazio' })).toHaveAttribute(
      'href',
      '/page-layout/layout-empty',
    );
  });
});
