import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(
  ...appShellChunks,
  ...(
    [
      'login',
      'typography',
      'not-authorized',
      'access-control',
      'dashboard-ecommerce',
      'account-settings',
    ] as const
  ).map(pageChunk),
);

describe('route guards', () => {
  it('sends a signed-out visitor of a private page to the login page, and back after', async () => {
    const { router, user } = renderApp('/ui-element/typography?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/ui-element/typography?tab=2')}`,
    );
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'admin@demo.com');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tipografia' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('lands a client on not-authorized for an administrator’s page', async () => {
    await signInAs('client');
    const { router } = renderApp('/ui-element/typography');
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Você não tem acesso',
    );
  });

  it('leads the client home to its first page, its own account settings', async () => {
    await signInAs('client');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account-settings'));
  });

  it('lets the client open access control', async () => {
    await signInAs('client');
    const { router } = renderApp('/access-control');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-control'));
    expect(await screen.findByText('Você entrou como Rafael Lima')).toBeVisible();
    expect(screen.queryByText('Conteúdo só para administradores')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor of the login page home (the e-commerce dashboard)', async () => {
    await signInAs('admin');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comércio eletrônico' }),
    ).toBeVisible();
  });

  it('leads the seed system’s /dashboard/ecommerce to the dashboard', async () => {
    await signInAs('admin');
    const { router } = renderApp('/dashboard/ecommerce');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comércio eletrônico' }),
    ).toBeVisible();
  });

  it('shows the client only the menu entries it may open', async () => {
    await signInAs('client');
    renderApp('/access-control');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = [...menu.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual(['Controle de acesso']);
  });
});
