import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { commentRows, markRows, voteRows } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('profile'));

const post = (author: string) => screen.findByRole('article', { name: author });

async function openProfile() {
  await signInAs('admin');
  const rendered = renderApp('/pages/profile');
  expect(await screen.findByRole('heading', { level: 2, name: 'Helena Duarte' })).toBeVisible();
  return rendered;
}

describe('ProfilePage', () => {
  it('shows the header, the about card, the first posts, then more until the last', async () => {
    const { user } = await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    expect(screen.getByText('Designer de produto sênior')).toBeVisible();
    expect(screen.getByRole('link', { name: 'admin@demo.com' })).toHaveAttribute(
      'href',
      'mailto:admin@demo.com',
    );
    const sections = screen.getByRole('navigation', { name: 'Seções do perfil' });
    for (const name of ['Perfil', 'Equipes', 'Projetos', 'Conexões']) {
      expect(within(sections).getByRole('link', { name })).toBeVisible();
    }
    const first = await post('Ana Beatriz Souza');
    const image = within(first).getByRole('img', {
      name: 'Imagem da publicação de Ana Beatriz Souza',
    });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '340');
    expect(within(await post('Diego Almeida')).getByText(/Vídeo indisponível/)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 de 8 publicações')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await post('Lucas Oliveira')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await post('Henrique Barbosa')).toBeVisible();
    expect(screen.getByText('Você já viu todas as publicações.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('likes a post at once and keeps it; a second click takes it back', async () => {
    const { user } = await openProfile();
    const first = await post('Ana Beatriz Souza');
    const like = within(first).getByRole('button', { name: 'Curtir (132 curtidas)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(
      within(first).getByRole('button', { name: 'Curtir (133 curtidas)', pressed: true }),
    ).toBeVisible();
    await waitFor(async () =>
      expect((await markRows.all()).map((row) => [row.id, row.on])).toEqual([['1:post:1', true]]),
    );
    await user.click(within(first).getByRole('button', { name: 'Curtir (133 curtidas)' }));
    expect(
      await within(first).findByRole('button', { name: 'Curtir (132 curtidas)', pressed: false }),
    ).toBeVisible();
  });

  it('puts the like back and says so when the call fails', async () => {
    server.use(
      demoApi('Auth').post('/profile/posts/:id/like', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openProfile();
    const first = await post('Ana Beatriz Souza');
    await user.click(within(first).getByRole('button', { name: 'Curtir (132 curtidas)' }));
    expect(await screen.findByText('Não foi possível registrar a curtida')).toBeVisible();
    expect(
      await within(first).findByRole('button', { name: 'Curtir (132 curtidas)', pressed: false }),
    ).toBeVisible();
    expect(await markRows.all()).toEqual([]);
  });

  it('votes in the poll: the results show with the vote marked, and the vote can move', async () => {
    const { user } = await openProfile();
    const poll = screen.getByRole('region', { name: 'Enquete' });
    expect(within(poll).queryByRole('progressbar')).toBeNull();
    await user.click(within(poll).getByRole('radio', { name: 'Escrita de interface' }));
    await user.click(within(poll).getByRole('button', { name: 'Votar' }));
    expect(await within(poll).findByText('Seu voto')).toBeVisible();
    expect(within(poll).getAllByRole('progressbar')).toHaveLength(4);
    expect(within(poll).getByText('38 votos')).toBeVisible();
    expect(within(poll).getAllByText(/^\d+\s?%$/)).toHaveLength(4);
    expect(await screen.findByText('Voto registrado em “Escrita de interface”.')).toBeVisible();
    expect((await voteRows.all()).map((row) => [row.id, row.option])).toEqual([['1', 'escrita']]);

    await user.click(within(poll).getByRole('button', { name: 'Mudar voto' }));
    expect(within(poll).getByRole('radio', { name: 'Escrita de interface' })).toBeChecked();
    await user.click(within(poll).getByRole('radio', { name: 'Acessibilidade' }));
    await user.click(within(poll).getByRole('button', { name: 'Votar' }));
    await waitFor(async () =>
      expect((await voteRows.all()).map((row) => row.option)).toEqual(['acessibilidade']),
    );
    const marked = (await within(poll).findByText('Seu voto')).closest('li');
    expect(marked).toHaveTextContent('Acessibilidade');
  });

  it('comments on a post: the comment shows in the caller name and is kept', async () => {
    const { user } = await openProfile();
    const third = await post('Mariana Castro');
    const field = within(third).getByRole('textbox', { name: 'Seu comentário' });
    await user.click(within(third).getByRole('button', { name: 'Comentar' }));
    expect(field).toHaveAccessibleDescription('Escreva o comentário antes de enviar.');
    await user.type(field, 'Estarei lá!');
    await user.click(within(third).getByRole('button', { name: 'Comentar' }));
    expect(await within(third).findByText('Estarei lá!')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    const stored = (await commentRows.all()).at(-1);
    expect(stored).toMatchObject({ postId: 3, userId: '1', comment: 'Estarei lá!' });
    expect(within(third).getByText('3 comentários')).toBeVisible();
  });

  it('asks to connect from the suggestions, and the section link leads there', async () => {
    const { user } = await openProfile();
    const sections = screen.getByRole('navigation', { name: 'Seções do perfil' });
    await user.click(within(sections).getByRole('link', { name: 'Conexões' }));
    const suggestions = screen.getByRole('region', { name: 'Conexões sugeridas' });
    expect(suggestions).toHaveFocus();
    const [connect] = within(suggestions).getAllByRole('button', { name: 'Conectar' });
    expect(connect).toHaveAccessibleDescription('Eduarda Lima');
    await user.click(connect as HTMLElement);
    expect(
      await within(suggestions).findByRole('button', { name: 'Solicitação enviada' }),
    ).toHaveAccessibleDescription('Eduarda Lima');
    await waitFor(async () =>
      expect((await markRows.all()).map((row) => row.id)).toEqual(['1:suggestion:1']),
    );
  });
});
