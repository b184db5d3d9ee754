import { screen, waitFor, within } from '@testing-library/react';
import { Circle } from 'lucide-react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import { createSearchHandlers } from '../demo/handlers';
import type { SearchPage } from '../filter';
import { Bookmarks } from './bookmarks';
import { GlobalSearch } from './global-search';

const variants = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'two-steps',
];
const apiPages = [
  ...variants.map((name) => ({
    target: `${name}-basic`,
    title: name,
    icon: 'Circle',
    link: `/pages/${name}-basic`,
    ability: { action: 'read', subject: 'Page' } as const,
  })),
  {
    target: 'typography',
    title: 'Tipografia',
    icon: 'Type',
    link: '/ui-element/typography',
    ability: { action: 'read', subject: 'UI' } as const,
  },
];
const allowed: SearchPage[] = apiPages.map(({ target, link }) => ({
  target,
  link,
  title: target === 'typography' ? 'Tipografia' : `${target.replace('-basic', '')} (básico)`,
  icon: Circle,
}));

describe('GlobalSearch', () => {
  it('opens with Ctrl+K and shows four pages at most, and the other groups', async () => {
    await signInAs('admin');
    server.use(...createSearchHandlers(apiPages));
    const { user, router } = renderWithProviders(<GlobalSearch pages={allowed} />, { path: '*' });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: 'Busca global' });
    expect(
      await screen.findByText('Digite para buscar em páginas, arquivos e contatos.'),
    ).toBeVisible();
    await user.type(input, 'básico');
    const group = await screen.findByRole('group', { name: 'Páginas' });
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(4));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login-basic'));
  });

  it('says when nothing is found', async () => {
    await signInAs('admin');
    server.use(...createSearchHandlers(apiPages));
    const { user } = renderWithProviders(<GlobalSearch pages={allowed} />);
    await user.click(screen.getByRole('button', { name: 'Buscar (Ctrl+K)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Busca global' }), 'xyzzy');
    expect(await screen.findByText('Nada encontrado para “xyzzy”.')).toBeVisible();
  });
});

describe('Bookmarks', () => {
  it('toggles a page from the star menu and shows it in the navbar at once', async () => {
    await signInAs('admin');
    server.use(...createSearchHandlers(apiPages));
    const { user } = renderWithProviders(<Bookmarks pages={allowed} />);
    await user.click(screen.getByRole('button', { name: 'Favoritos' }));
    const star = await screen.findByRole('button', { name: 'Adicionar Tipografia aos favoritos' });
    await user.click(star);
    const navbar = screen.getByRole('navigation', { name: 'Favoritos' });
    expect(await within(navbar).findByRole('link', { name: 'Tipografia' })).toHaveAttribute(
      'href',
      '/ui-element/typography',
    );
    expect(
      screen.getByRole('button', { name: 'Remover Tipografia dos favoritos' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the list', async () => {
    await signInAs('admin');
    server.use(...createSearchHandlers(apiPages));
    const { user } = renderWithProviders(<Bookmarks pages={allowed} />);
    await user.click(screen.getByRole('button', { name: 'Favoritos' }));
    await user.type(await screen.findByRole('textbox', { name: 'Filtrar páginas' }), 'tipo');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /aos favoritos$/ })).toHaveLength(1),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar páginas' }));
    await user.type(screen.getByRole('textbox', { name: 'Filtrar páginas' }), 'nada disso');
    expect(await screen.findByText('Nenhuma página encontrada.')).toBeVisible();
  });

  it('puts the star back and says so when the update fails', async () => {
    await signInAs('admin');
    server.use(
      // First match wins: the failing update goes before the demo's own.
      mock.post('/api/bookmarks/update', () => HttpResponse.json({}, { status: 500 })),
      ...createSearchHandlers(apiPages),
    );
    const { user } = renderWithProviders(<Bookmarks pages={allowed} />);
    await user.click(screen.getByRole('button', { name: 'Favoritos' }));
    await user.click(
      await screen.findByRole('button', { name: 'Adicionar Tipografia aos favoritos' }),
    );
    // The error policy's toast: what failed, and why.
    expect(await screen.findByText('Não foi possível atualizar os favoritos')).toBeVisible();
    expect(
      screen.getByText('O servidor encontrou um problema. Tente novamente em instantes.'),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Adicionar Tipografia aos favoritos' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
