import { screen, within } from '@testing-library/react';
import { Circle, Mail } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { NavSectionNode } from '../nav-types';
import { activeGroupChain, isLinkActive, NavMenu } from './nav-menu';

const sections: NavSectionNode[] = [
  {
    kind: 'section',
    id: 'apps',
    label: 'Aplicativos',
    children: [
      { kind: 'link', id: 'email', label: 'E-mail', icon: Mail, to: '/apps/email' },
      {
        kind: 'group',
        id: 'invoice',
        label: 'Faturas',
        icon: Circle,
        children: [
          {
            kind: 'link',
            id: 'invoice-list',
            label: 'Lista',
            icon: Circle,
            to: '/apps/invoice/list',
          },
          { kind: 'link', id: 'invoice-add', label: 'Nova', icon: Circle, to: '/apps/invoice/add' },
          { kind: 'disabled', id: 'invoice-soon', label: 'Recorrentes', icon: Circle },
        ],
      },
      {
        kind: 'group',
        id: 'users',
        label: 'Usuários',
        icon: Circle,
        children: [
          {
            kind: 'link',
            id: 'user-list',
            label: 'Lista de usuários',
            icon: Circle,
            to: '/apps/user/list',
          },
        ],
      },
    ],
  },
];

describe('NavMenu', () => {
  it('matches a link and the pages below it', () => {
    expect(isLinkActive('/apps/email', '/apps/email/spam')).toBe(true);
    expect(isLinkActive('/apps/email', '/apps/emails')).toBe(false);
    expect(isLinkActive('/', '/apps/email')).toBe(false);
    expect(activeGroupChain(sections[0]?.children ?? [], '/apps/invoice/add')).toEqual(['invoice']);
  });

  it('highlights the active link and opens the group that holds it', () => {
    renderWithProviders(<NavMenu sections={sections} />, { route: '/apps/invoice/add', path: '*' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Nova' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Faturas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Usuários' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A disabled entry is drawn and announced, but is no link.
    expect(within(nav).getByText('Recorrentes').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).queryByRole('link', { name: 'Recorrentes' })).toBeNull();
  });

  it('opens one group at a time, from the keyboard too', async () => {
    const { user } = renderWithProviders(<NavMenu sections={sections} />, {
      route: '/apps/email',
      path: '*',
    });
    const invoices = screen.getByRole('button', { name: 'Faturas' });
    const users = screen.getByRole('button', { name: 'Usuários' });
    invoices.focus();
    await user.keyboard('{Enter}');
    expect(invoices).toHaveAttribute('aria-expanded', 'true');
    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(invoices).toHaveAttribute('aria-expanded', 'false');
    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'false');
  });
});
