import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('faq'));

const tabs = () => screen.findByRole('tablist', { name: 'Assuntos das perguntas' });
const tabNames = async () =>
  within(await tabs())
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.replace(/\d+$/, ''));

async function openFaq(route = '/pages/faq', { withGroups = true } = {}) {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' }),
  ).toBeVisible();
  if (withGroups) await tabs();
  return rendered;
}

describe('FaqPage', () => {
  it('shows the groups as tabs, their questions as accordions, and the contacts', async () => {
    const { user } = await openFaq();
    expect(await tabNames()).toEqual([
      'Pagamento',
      'Entrega',
      'Cancelamento e devolução',
      'Meus pedidos',
      'Produtos e serviços',
    ]);
    expect(screen.getByRole('tab', { name: /Pagamento/ })).toHaveAttribute('aria-selected', 'true');
    const question = screen.getByRole('button', { name: 'Posso parcelar minha compra?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with a transition: visible once it has run.
    await waitFor(() => expect(screen.getByText(/até 10 vezes sem juros/)).toBeVisible());

    await user.click(screen.getByRole('tab', { name: /Entrega/ }));
    expect(await screen.findByRole('button', { name: 'Como rastreio meu pedido?' })).toBeVisible();

    const contact = screen.getByRole('region', { name: 'Ainda tem dúvidas?' });
    expect(within(contact).getByRole('link', { name: '+55 (11) 4002-8922' })).toHaveAttribute(
      'href',
      'tel:+551140028922',
    );
    expect(within(contact).getByRole('link', { name: 'ajuda@mirante.com.br' })).toHaveAttribute(
      'href',
      'mailto:ajuda@mirante.com.br',
    );
  });

  it('narrows the questions as one types, by question or answer, and keeps the search in the URL', async () => {
    const { user, router } = await openFaq();
    const search = screen.getByRole('searchbox', { name: 'Pesquisar perguntas' });
    await user.type(search, 'DEVOLUCAO');
    await waitFor(() => expect(router.state.location.search).toBe('?q=DEVOLUCAO'));
    // Case and accents aside; the other groups, left empty, are gone.
    await waitFor(async () => expect(await tabNames()).toEqual(['Cancelamento e devolução']));
    expect(screen.getByRole('tab', { name: /Cancelamento e devolução/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Qual é o prazo para devolução?' })).toBeVisible();
    // Found by its answer ("Solicite a devolução…").
    expect(screen.getByRole('button', { name: 'Posso trocar por outro produto?' })).toBeVisible();

    // By its answer only: no question says "criptografada".
    await user.clear(search);
    await user.type(search, 'criptografada');
    await waitFor(async () => expect(await tabNames()).toEqual(['Pagamento']));
    expect(screen.getByRole('button', { name: 'O pagamento com cartão é seguro?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Posso parcelar minha compra?' })).toBeNull();
  });

  it('says nothing matched, naming the query, and "Limpar busca" brings everything back', async () => {
    const { user, router } = await openFaq('/pages/faq?q=xyzzy', { withGroups: false });
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('Nenhuma pergunta encontrada');
    expect(empty).toHaveTextContent('“xyzzy”');
    expect(screen.queryByRole('tablist')).toBeNull();

    await user.click(within(empty).getByRole('button', { name: 'Limpar busca' }));
    expect(await tabNames()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Pesquisar perguntas' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed load in place, with a retry that loads the questions', async () => {
    let fail = true;
    server.use(
      demoApi('Page').get('/faq/data', () =>
        fail ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : undefined,
      ),
    );
    await signInAs('admin');
    const { user } = renderApp('/pages/faq');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as perguntas frequentes.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await tabs()).toBeVisible();
  });
});
