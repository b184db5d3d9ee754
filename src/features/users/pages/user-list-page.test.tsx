import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedUsers, USER_COUNT } from '../demo/data';
import { users } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('user-list'));

const seeded = seedUsers();

const table = () => screen.findByRole('table', { name: 'Usuários' });
const names = async () =>
  within((await table()).querySelector('tbody') as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');

async function openPage(route = '/apps/user/list', range = `1–10 de ${USER_COUNT}`) {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(await screen.findByText(range)).toBeInTheDocument();
  return rendered;
}

describe('UserListPage', () => {
  it('shows the counts by status and the newest ten, roles, plans and statuses in Portuguese', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de usuários' })).toBeVisible();
    expect(await names()).toEqual(seeded.slice(-10).reverse().map((user) => user.fullName));
    const tiles = screen.getByRole('region', { name: 'Usuários por situação' });
    const active = seeded.filter((user) => user.status === 'active').length;
    await waitFor(() => expect(within(tiles).getByText(String(USER_COUNT))).toBeVisible());
    expect(within(tiles).getByText(String(active))).toBeVisible();
    const newest = seeded.at(-1)!;
    const row = screen.getByRole('row', { name: new RegExp(newest.fullName) });
    const role = { admin: 'Administrador', author: 'Autor', editor: 'Editor', maintainer: 'Mantenedor', subscriber: 'Assinante' }[newest.role];
    expect(within(row).getByText(role)).toBeVisible();
  }); // prettier-ignore

  it('filters by role and status through the URL, searches, and says when nothing matches', async () => {
    const expected = seeded.filter(
      (user) => user.role === 'subscriber' && user.status === 'active',
    );
    const { router, user } = await openPage(
      '/apps/user/list?role=subscriber&status=active',
      `1–${Math.min(10, expected.length)} de ${expected.length}`,
    );
    for (const name of await names()) expect(expected.map((item) => item.fullName)).toContain(name);
    await user.type(screen.getByRole('searchbox'), 'zzq');
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText(`1–10 de ${USER_COUNT}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('adds a user: messages beside the fields, a taken e-mail kept with what was typed, then first in the list', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo usuário' });
    const submit = within(drawer).getByRole('button', { name: 'Adicionar usuário' });
    await user.click(submit);
    expect(within(drawer).getByText('Informe o nome completo.')).toBeVisible();
    expect(within(drawer).getByText('Informe o e-mail.')).toBeVisible();
    await user.type(within(drawer).getByRole('textbox', { name: /Nome completo/ }), 'Joana Prado');
    await user.type(within(drawer).getByRole('textbox', { name: /Nome de usuário/ }), 'joana.prado');
    const email = within(drawer).getByRole('textbox', { name: /E-mail/ });
    await user.type(email, seeded[0]!.email);
    await user.type(within(drawer).getByRole('textbox', { name: /Telefone/ }), '+55 21 98765-4321');
    await user.type(within(drawer).getByRole('textbox', { name: /Empresa/ }), 'Livraria Capitu');
    await user.click(submit);
    expect(await within(drawer).findByText('Este e-mail já está em uso.')).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Joana Prado');
    await user.clear(email);
    await user.type(email, 'joana.prado@mirante.dev');
    await user.click(submit);
    expect(await screen.findByText('Joana Prado foi adicionado(a).')).toBeVisible();
    await waitFor(async () => expect((await names())[0]).toBe('Joana Prado'));
    expect((await users.find(USER_COUNT + 1))).toMatchObject({ fullName: 'Joana Prado', status: 'active' });
  }); // prettier-ignore

  it('deletes a user after a confirmation', async () => {
    const { user } = await openPage();
    const newest = seeded.at(-1)!;
    await user.click(screen.getByRole('button', { name: `Ações da linha ${newest.fullName}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: `Excluir ${newest.fullName}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir usuário' }));
    expect(await screen.findByText(`${newest.fullName} foi excluído(a).`)).toBeVisible();
    await waitFor(async () => expect(await names()).not.toContain(newest.fullName));
    expect(await users.find(newest.id)).toBeUndefined();
    expect(await screen.findByText(`1–10 de ${USER_COUNT - 1}`)).toBeInTheDocument();
  });
});
