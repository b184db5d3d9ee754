import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { postRows, seedPosts } from '../demo/data';

preloadChunks(
  ...appShellChunks,
  pageChunk('blog-edit'),
  () => import('@/components/rich-text/rich-text-editor'),
);

const posts = seedPosts();
/** A post whose slug is its title's: the slug follows the title from the start. */
const post = posts.find((candidate) => candidate.slug === 'acessibilidade-comeca-no-teclado')!;
const other = posts.find((candidate) => candidate.id !== post.id)!;

async function openEdit(id: number | string = post.id) {
  await signInAs('admin');
  const rendered = renderApp(`/pages/blog/edit/${id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Editar artigo' })).toBeVisible();
  return rendered;
}

const form = () => screen.findByRole('form', { name: 'Editar artigo' });
const field = async (name: RegExp) => within(await form()).findByRole('textbox', { name });

describe('BlogEditPage', () => {
  it('opens the post, and the slug follows the title until it is edited by hand', async () => {
    const { user } = await openEdit();
    const title = await field(/^Título/);
    const slug = await field(/^Slug/);
    expect(title).toHaveValue(post.title);
    expect(slug).toHaveValue(post.slug);
    expect(await within(await form()).findByRole('textbox', { name: 'Conteúdo' })).toBeVisible();
    expect(screen.getByText('Gerado a partir do título enquanto você não o editar.')).toBeVisible();

    await user.clear(title);
    await user.type(title, 'Ação no Teclado: Guia 2026!');
    expect(slug).toHaveValue('acao-no-teclado-guia-2026');

    await user.type(slug, '-v2');
    expect(screen.getByText('Editado à mão: não acompanha mais o título.')).toBeVisible();
    await user.type(title, ' Extra');
    expect(slug).toHaveValue('acao-no-teclado-guia-2026-v2');

    await user.click(screen.getByRole('button', { name: 'Gerar a partir do título' }));
    expect(slug).toHaveValue('acao-no-teclado-guia-2026-extra');
  });

  it('saves the post, says so, and leads to the post showing the new title', async () => {
    const { user, router } = await openEdit();
    const title = await field(/^Título/);
    await user.clear(title);
    await user.type(title, 'Acessibilidade começa no teclado e termina no leitor de tela');
    await user.click(screen.getByRole('button', { name: 'Salvar artigo' }));
    expect(
      await screen.findByText(
        'Artigo “Acessibilidade começa no teclado e termina no leitor de tela” salvo.',
      ),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await postRows.find(post.id)).toMatchObject({
        title: 'Acessibilidade começa no teclado e termina no leitor de tela',
        slug: 'acessibilidade-comeca-no-teclado-e-termina-no-leitor-de-tela',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ver artigo' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/pages/blog/detail/${post.id}`),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Acessibilidade começa no teclado e termina no leitor de tela',
      }),
    ).toBeVisible();
  });

  it('checks the fields beside them, and says a slug another post has, keeping every value', async () => {
    const { user } = await openEdit();
    const title = await field(/^Título/);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar artigo' }));
    expect(await screen.findByText('Informe o título do artigo.')).toBeVisible();
    expect(title).toHaveFocus();

    await user.type(title, 'Um título que fica');
    const slug = await field(/^Slug/);
    await user.clear(slug);
    await user.type(slug, other.slug);
    await user.click(screen.getByRole('button', { name: 'Salvar artigo' }));
    expect(await screen.findByText('Outro artigo já usa este slug. Escolha outro.')).toBeVisible();
    expect(title).toHaveValue('Um título que fica');
    expect(slug).toHaveValue(other.slug);
    expect((await postRows.find(post.id))?.title).toBe(post.title);
  });

  it('keeps every value when the save fails, and says why above the fields', async () => {
    server.use(
      http.post('*/blog/list/data/edit', () =>
        HttpResponse.json({ error: 'Server error' }, { status: 500 }),
      ),
    );
    const { user } = await openEdit();
    const excerpt = await field(/^Resumo/);
    await user.clear(excerpt);
    await user.type(excerpt, 'Um resumo novo que não pode se perder.');
    await user.click(screen.getByRole('button', { name: 'Salvar artigo' }));
    expect(await screen.findByText('Não foi possível salvar o artigo')).toBeVisible();
    expect(excerpt).toHaveValue('Um resumo novo que não pode se perder.');
  });

  it('says an unknown post is not found', async () => {
    await openEdit(9999);
    expect(await screen.findByRole('heading', { name: 'Artigo não encontrado' })).toBeVisible();
  });
});
