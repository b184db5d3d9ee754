import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders } from '@/test/render';
import ComingSoonPage from './pages/coming-soon-page';

describe('misc pages', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderApp('/isto/nao/existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/misc/not-authorized', 'Você não tem acesso a esta página'],
    ['/misc/maintenance', 'Em manutenção'],
    ['/misc/error', 'Página não encontrada'],
  ])('renders %s', async (route, heading) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('checks the coming-soon e-mail and confirms it', async () => {
    const { user } = renderWithProviders(<ComingSoonPage />);
    const email = screen.getByRole('textbox', { name: 'Seu e-mail' });
    await user.click(screen.getByRole('button', { name: 'Avise-me' }));
    expect(await screen.findByText('Preencha este campo.')).toBeVisible();
    expect(email).toHaveFocus();

    await user.type(email, 'ana@');
    await user.tab();
    expect(
      await screen.findByText('Informe um e-mail válido, como nome@empresa.com.br.'),
    ).toBeVisible();
    expect(email).toHaveValue('ana@');

    await user.clear(email);
    await user.type(email, 'ana.souza@exemplo.com.br{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vamos avisar ana.souza@exemplo.com.br',
    );
  });
});
