import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('pricing'));

const plan = (name: string) => screen.findByRole('article', { name });

async function openPage(route = '/pages/pricing') {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Preços' })).toBeVisible();
  return rendered;
}

describe('PricingPage', () => {
  it('shows the plans monthly, then yearly: 49 becomes 40 a month, 480 a year', async () => {
    const { user, router } = await openPage();
    const standard = await plan('Profissional');
    expect(within(standard).getByText(/^R\$\s49$/)).toBeVisible();
    expect(within(standard).getByText('Cobrado todo mês')).toBeVisible();
    expect(within(standard).getByText('Popular')).toBeVisible();
    expect(within(await plan('Empresarial')).getByText(/^R\$\s99$/)).toBeVisible();
    const basic = await plan('Básico');
    expect(within(basic).getByRole('button', { name: 'Plano atual' })).toBeDisabled();
    expect(screen.getByText('Economize até 19%')).toBeVisible();

    const period = screen.getByRole('radiogroup', { name: 'Período de cobrança' });
    await user.click(within(period).getByText('Anual'));
    expect(await within(standard).findByText(/^R\$\s40$/)).toBeVisible();
    expect(within(standard).getByText(/^R\$\s480 por ano$/)).toBeVisible();
    expect(within(await plan('Empresarial')).getByText(/^R\$\s960 por ano$/)).toBeVisible();
    expect(within(basic).getByText('Grátis para sempre')).toBeVisible();
    expect(router.state.location.search).toBe('?billing=yearly');

    await user.click(screen.getByRole('radio', { name: 'Mensal' }));
    expect(await within(standard).findByText(/^R\$\s49$/)).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the yearly prices the URL names', async () => {
    await openPage('/pages/pricing?billing=yearly');
    expect(within(await plan('Profissional')).getByText(/^R\$\s40$/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
  });

  it('compares the plans with words for each mark, and answers the FAQ', async () => {
    const { user } = await openPage();
    const table = await screen.findByRole('table', { name: 'Compare os planos' });
    const api = within(table).getByRole('row', { name: /Acesso à API/ });
    expect(
      within(api)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Não incluído', 'Incluído', 'Incluído']);
    const question = screen.getByRole('button', { name: 'Posso cancelar a qualquer momento?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with a transition: visible once it has run.
    await waitFor(() =>
      expect(screen.getByText(/O acesso continua até o fim do período pago/)).toBeVisible(),
    );
  });

  it('says a subscription is a demo', async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Assinar o plano Empresarial' }));
    expect(
      await screen.findByText(
        'Esta é uma demonstração: assinar o plano Empresarial não gera nenhuma cobrança.',
      ),
    ).toBeVisible();
  });

  it('says the plans failed to load, and tries again', async () => {
    server.use(
      demoApi('Page').get('/pricing/data', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os planos');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await plan('Profissional')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
