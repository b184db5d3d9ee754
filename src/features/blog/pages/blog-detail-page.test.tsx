import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { commentRows, seedPosts, UNSAFE_POST_SLUG } from '../demo/data';

preloadChunks(...appShellChunks, pageChunk('blog-detail'));

const posts = seedPosts();
const post = posts.find((c) => c.tags.includes('design') && c.tags.length > 1)!;
const unsafe = posts.find((candidate) => candidate.slug === UNSAFE_POST_SLUG)!;
const newest = [...posts].sort((a, b) => b.createdTime.localeCompare(a.createdTime))[0]!;

async function openPost(id: number | string) {
  const user = await signInAs('admin');
  const rendered = renderApp(`/pages/blog/detail/${id}`);
  return { ...rendered, signedIn: user };
}

describe('BlogDetailPage', () => {
  it('shows the post: its title as the heading, author, categories, content, share and edit', async () => {
    await openPost(post.id);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const article = screen.getByRole('article', { name: post.title });
    expect(within(article).getByText(post.userFullName)).toBeVisible();
    expect(within(article).getByText('Design')).toBeVisible();
    expect(within(article).getByRole('blockquote')).toBeVisible();
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    const share = within(article).getByRole('group', { name: 'Compartilhar' });
    expect(within(share).getByRole('button', { name: 'Copiar link' })).toBeVisible();
    expect(
      within(share).getByRole('link', { name: 'Compartilhar no LinkedIn (abre em uma nova aba)' }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/pages/blog/edit/${post.id}`,
    );
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/pages/blog/list',
    );
  });

  it('renders the unsafe post sanitised: no script element, no onerror attribute, nothing run', async () => {
    await openPost(unsafe.id);
    const article = await screen.findByRole('article', { name: unsafe.title });
    expect(await within(article).findByText(/Logo acima havia um elemento/)).toBeVisible();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('main script, main [onerror]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('checks the comment form beside its fields, then adds the comment at once and keeps it', async () => {
    const { user } = await openPost(post.id);
    const form = await screen.findByRole('form', { name: 'Deixe um comentário' });
    const name = within(form).getByRole('textbox', { name: /^Nome/ });
    const email = within(form).getByRole('textbox', { name: /^E-mail/ });
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'marina');
    await user.click(within(form).getByRole('button', { name: 'Publicar comentário' }));
    expect(await within(form).findByText('Informe seu nome.')).toBeVisible();
    expect(
      within(form).getByText('Informe um e-mail válido, como nome@empresa.com.br.'),
    ).toBeVisible();
    expect(within(form).getByText('Escreva seu comentário.')).toBeVisible();
    expect(name).toHaveFocus();

    await user.type(name, 'Marina Costa');
    await user.clear(email);
    await user.type(email, 'marina@exemplo.com.br');
    await user.type(
      within(form).getByRole('textbox', { name: /^Comentário/ }),
      'Ótimo texto, obrigada!',
    );
    await user.click(within(form).getByRole('button', { name: 'Publicar comentário' }));
    // At once (then as the server answered it).
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Comentários' })).getByText(
          'Ótimo texto, obrigada!',
        ),
      ).toBeVisible(),
    );
    await waitFor(async () =>
      expect((await commentRows.all()).at(-1)).toMatchObject({
        blogId: post.id,
        userFullName: 'Marina Costa',
        commentText: 'Ótimo texto, obrigada!',
      }),
    );
    expect(within(form).getByRole('textbox', { name: /^Comentário/ })).toHaveValue('');
    expect(name).toHaveValue('Marina Costa');
  });

  it('keeps what was typed when the comment cannot be saved, and says why', async () => {
    server.use(
      http.post('*/blog/list/data/comment', () =>
        HttpResponse.json({ error: 'Server error' }, { status: 500 }),
      ),
    );
    const { user } = await openPost(post.id);
    const form = await screen.findByRole('form', { name: 'Deixe um comentário' });
    const text = within(form).getByRole('textbox', { name: /^Comentário/ });
    await user.type(text, 'Isto não vai ser salvo.');
    await user.click(within(form).getByRole('button', { name: 'Publicar comentário' }));
    expect(await within(form).findByText('Não foi possível publicar o comentário')).toBeVisible();
    expect(text).toHaveValue('Isto não vai ser salvo.');
    await waitFor(() =>
      expect(screen.queryByText('Isto não vai ser salvo.', { ignore: 'textarea' })).toBeNull(),
    );
  });

  it('says a post is not found, and opens the newest post without an id', async () => {
    await openPost(9999);
    expect(await screen.findByRole('heading', { name: 'Artigo não encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao blog' })).toHaveAttribute(
      'href',
      '/pages/blog/list',
    );

    await signInAs('admin');
    const { router } = renderApp('/pages/blog/detail');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/pages/blog/detail/${newest.id}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  });
});
