import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedComments, seedPosts } from '../demo/data';

preloadChunks(...appShellChunks, pageChunk('blog-list'));

const LIST = '/pages/blog/list';
const posts = seedPosts();
const newestFirst = [...posts].sort((a, b) => b.createdTime.localeCompare(a.createdTime));

const commentsLabel = (count: number) =>
  count === 0 ? 'Nenhum comentário' : count === 1 ? '1 comentário' : `${count} comentários`;

/** The titles of the cards shown, in order. */
async function shownTitles() {
  const list = await screen.findByRole('list', { name: 'Artigos' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

async function openList(route = LIST) {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Lista do blog' })).toBeVisible();
  return rendered;
}

describe('BlogListPage', () => {
  it('shows six posts, newest first: picture, title link, author, categories, excerpt, comments', async () => {
    await openList();
    await waitFor(async () =>
      expect(await shownTitles()).toEqual(newestFirst.slice(0, 6).map((post) => post.title)),
    );
    expect(screen.getByText(`${posts.length} artigos`)).toBeVisible();
    const post = newestFirst[1]!;
    const card = screen.getByRole('article', { name: post.title });
    expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/pages/blog/detail/${post.id}`,
    );
    expect(within(card).getByText(post.userFullName)).toBeVisible();
    expect(within(card).getByText(post.excerpt)).toBeVisible();
    const count = seedComments().filter((comment) => comment.blogId === post.id).length;
    expect(within(card).getByRole('link', { name: commentsLabel(count) })).toHaveAttribute(
      'href',
      `/pages/blog/detail/${post.id}#comments`,
    );
    expect(within(card).getByRole('link', { name: 'Ler mais' })).toBeVisible();
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '360');
    // The first row's pictures come at once; those below the fold when they come near.
    const pictures = (await screen.findByRole('list', { name: 'Artigos' })).querySelectorAll(
      'img[width="640"]',
    );
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[5]).toHaveAttribute('loading', 'lazy');
  });

  it('searches from the sidebar (in the URL), accent-blind, and says when nothing matches', async () => {
    const { user, router } = await openList();
    const sidebar = screen.getByRole('complementary', { name: 'Navegar pelo blog' });
    const search = within(sidebar).getByRole('searchbox', { name: 'Pesquisar artigos' });
    await user.type(search, 'metricas');
    await waitFor(() => expect(router.state.location.search).toBe('?q=metricas'));
    await waitFor(async () =>
      expect(await shownTitles()).toEqual([
        'Medindo o que importa: métricas de produto para times pequenos',
      ]),
    );
    await user.clear(search);
    await user.type(search, 'nada-disso-existe');
    expect(await screen.findByText('Nenhum artigo encontrado')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    await waitFor(async () => expect(await shownTitles()).toHaveLength(6));
    expect(search).toHaveValue('');
  });

  it('narrows to a category from the sidebar, and a second click lifts it', async () => {
    const { user, router } = await openList();
    const categories = await screen.findByRole('navigation', { name: 'Categorias' });
    await user.click(within(categories).getByRole('link', { name: /^Acessibilidade/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=accessibility'));
    const expected = newestFirst.filter((post) => post.tags.includes('accessibility'));
    await waitFor(async () =>
      expect(await shownTitles()).toEqual(expected.map((post) => post.title)),
    );
    expect(screen.getByText(`${expected.length} artigos em Acessibilidade`)).toBeVisible();
    const active = within(categories).getByRole('link', { name: /^Acessibilidade/ });
    expect(active).toHaveAttribute('aria-current', 'true');
    await user.click(active);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await shownTitles()).toHaveLength(6));
  });

  it('pages through the posts, nine a page when asked', async () => {
    const { user } = await openList(`${LIST}?perPage=9`);
    await waitFor(async () => expect(await shownTitles()).toHaveLength(9));
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    await user.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(async () =>
      expect(await shownTitles()).toEqual(newestFirst.slice(9, 18).map((post) => post.title)),
    );
  });

  it('lists the newest published posts in the sidebar', async () => {
    await openList();
    const sidebar = screen.getByRole('complementary', { name: 'Navegar pelo blog' });
    const recent = newestFirst.filter((post) => post.status === 'published').slice(0, 4);
    for (const post of recent) {
      expect(await within(sidebar).findByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/pages/blog/detail/${post.id}`,
      );
    }
  });
});
