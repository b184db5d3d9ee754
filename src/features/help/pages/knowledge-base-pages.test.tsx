import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { UNSAFE_ARTICLE_SLUG } from '../demo/articles/integracoes-e-api';

preloadChunks(
  ...appShellChunks,
  pageChunk('knowledge-base'),
  pageChunk('knowledge-base-category'),
  pageChunk('knowledge-base-question'),
);

const KB = '/pages/knowledge-base';

async function open(route: string) {
  await signInAs('admin');
  return renderApp(route);
}

const trail = () => screen.getByRole('navigation', { name: 'Trilha de navegação' });
const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

declare global {
  interface Window {
    __helpArticleXss?: string;
  }
}

describe('KnowledgeBasePage', () => {
  it('shows the six categories and narrows them by title or description, in the URL', async () => {
    const { user, router } = await open(KB);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Base de conhecimento' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));

    const search = screen.getByRole('searchbox', { name: 'Pesquisar categorias' });
    // "senha" is in one description only; case and accents aside.
    await user.type(search, 'SENHA');
    await waitFor(() => expect(cardTitles()).toEqual(['Conta e segurança']));
    await waitFor(() => expect(router.state.location.search).toBe('?q=SENHA'));

    await user.clear(search);
    await user.type(search, 'integracoes');
    await waitFor(() => expect(cardTitles()).toEqual(['Integrações e API']));

    await user.clear(search);
    await user.type(search, 'xyzzy');
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('Nenhuma categoria encontrada');
    expect(empty).toHaveTextContent('“xyzzy”');
    await user.click(within(empty).getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
  });

  it('leads from a card to its category, and from a question to its article', async () => {
    const { user, router } = await open(KB);
    await user.click(await screen.findByRole('link', { name: 'Conta e segurança' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conta e segurança' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${KB}/conta-e-seguranca`);
    expect(within(trail()).getByRole('link', { name: 'Base de conhecimento' })).toHaveAttribute(
      'href',
      KB,
    );

    const access = await screen.findByRole('region', { name: 'Acesso' });
    expect(within(access).getAllByRole('link')).toHaveLength(3);
    expect(within(access).getByText('3 artigos')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Voltar para a base de conhecimento' }),
    ).toHaveAttribute('href', KB);

    await user.click(
      within(access).getByRole('link', { name: 'Como ativar a verificação em duas etapas?' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Como ativar a verificação em duas etapas?',
      }),
    ).toBeVisible();
    expect(within(trail()).getByRole('link', { name: 'Conta e segurança' })).toHaveAttribute(
      'href',
      `${KB}/conta-e-seguranca`,
    );
    expect(screen.getByText('Atualizado em 27 de setembro de 2026')).toBeVisible();
    const article = screen.getByRole('article', {
      name: 'Como ativar a verificação em duas etapas?',
    });
    expect(within(article).getByText(/aplicativo autenticador/)).toBeVisible();

    const related = screen.getByRole('region', { name: 'Perguntas relacionadas' });
    await user.click(within(related).getByRole('link', { name: 'Esqueci minha senha. E agora?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha. E agora?' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${KB}/conta-e-seguranca/redefinir-senha`);
  });

  it('says thanks for a vote on the article', async () => {
    const { user } = await open(`${KB}/personalizacao/ativar-tema-escuro`);
    const yes = await screen.findByRole('button', { name: 'Sim' });
    await user.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Obrigado pelo retorno! Que bom que ajudou.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(screen.getByText('Obrigado pelo retorno! Vamos melhorar este artigo.')).toBeVisible();
  });

  it('runs nothing an article carries: no script element, no onerror handler', async () => {
    delete window.__helpArticleXss;
    await open(`${KB}/integracoes-e-api/${UNSAFE_ARTICLE_SLUG}`);
    const article = await screen.findByRole('article', {
      name: 'Como incorporar um painel em outro site?',
    });
    expect(within(article).getByText(/nada dele é executado/)).toBeVisible();
    expect(article.querySelector('script')).toBeNull();
    const image = within(article).getByRole('img', {
      name: 'Pré-visualização do painel incorporado',
    });
    expect(image).not.toHaveAttribute('onerror');
    expect(
      [...article.querySelectorAll('*')].some((node) =>
        node.getAttributeNames().some((name) => name.startsWith('on')),
      ),
    ).toBe(false);
    image.dispatchEvent(new Event('error'));
    expect(window.__helpArticleXss).toBeUndefined();
  });

  it('says an unknown category is not there, with the way back', async () => {
    await open(`${KB}/nao-existe`);
    expect(await screen.findByRole('heading', { name: 'Categoria não encontrada' })).toBeVisible();
    expect(screen.getByText(/não tem uma categoria “nao-existe”/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Voltar para a base de conhecimento' }),
    ).toHaveAttribute('href', KB);
  });

  it('says an unknown article is not there, with the way back to its category', async () => {
    await open(`${KB}/personalizacao/nao-existe`);
    expect(await screen.findByRole('heading', { name: 'Artigo não encontrado' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Voltar para Personalização' })).toHaveAttribute(
      'href',
      `${KB}/personalizacao`,
    );
  });
});
