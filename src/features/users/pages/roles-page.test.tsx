import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { roles } from '../roles/demo/handlers';
import { uniformPermissions } from '../roles/matrix';

preloadChunks(...appShellChunks, pageChunk('roles'));

const card = (name: string) => screen.findByRole('article', { name });

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/apps/roles');
  expect(await card('Administrador')).toBeVisible();
  return rendered;
}

type User = ReturnType<typeof renderApp>['user'];

async function openModal(user: User, role?: string) {
  await user.click(
    screen.getByRole('button', { name: role ? `Editar papel ${role}` : 'Adicionar papel' }),
  );
  const dialog = await screen.findByRole('dialog', { name: role ? 'Editar papel' : 'Novo papel' });
  const boxes = () =>
    within(within(dialog).getByRole('table')).getAllByRole<HTMLInputElement>('checkbox');
  return {
    dialog,
    input: within(dialog).getByRole('textbox', { name: /Nome do papel/ }),
    selectAll: within(dialog).getByRole('checkbox', { name: 'Selecionar tudo' }),
    box: (name: string) => within(dialog).getByRole('checkbox', { name }),
    ticked: () => boxes().filter((box) => box.checked).length,
    boxes,
  };
}

describe('RolesPage', () => {
  it('shows the five roles in Portuguese with their user counts, then the add card', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Papéis' })).toBeVisible();
    const counts = {
      Administrador: '4 usuários',
      Gerente: '7 usuários',
      Usuário: '25 usuários',
      Suporte: '12 usuários',
      'Usuário restrito': '12 usuários',
    };
    const grid = screen.getByRole('region', { name: 'Papéis' });
    const names = within(grid)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([...Object.keys(counts), 'Novo papel']);
    for (const [name, count] of Object.entries(counts)) {
      expect(within(await card(name)).getByText(count)).toBeVisible();
    }
    expect(await card('Administrador')).toHaveTextContent('Acesso total a todas as áreas');
    expect(await card('Usuário restrito')).toHaveTextContent('9 de 27 permissões');
    // Four faces and "+21" for the others, named for a screen reader.
    expect(await card('Usuário')).toHaveTextContent(
      /Entre eles: \p{L}+ \p{L}+, .+, \p{L}+ \p{L}+ e mais 21 pessoas\./u,
    );
  });

  it('ticks every box with "Selecionar tudo", clears them, and shows the mixed state', async () => {
    const { user } = await openPage();
    const modal = await openModal(user, 'Usuário restrito');
    expect(modal.input).toHaveValue('Usuário restrito');
    expect(modal.boxes()).toHaveLength(27);
    // Reads everything, writes nothing: some boxes, so the header box is mixed.
    expect(modal.box('Ler — Gestão de usuários')).toBeChecked();
    expect(modal.box('Escrever — Finanças')).not.toBeChecked();
    expect(modal.selectAll).toBePartiallyChecked();
    expect(modal.dialog).toHaveTextContent('9 de 27 marcadas');

    await user.click(modal.selectAll);
    expect(modal.ticked()).toBe(27);
    expect(modal.selectAll).toBeChecked();
    expect(modal.selectAll).not.toBePartiallyChecked();

    await user.click(modal.selectAll);
    expect(modal.ticked()).toBe(0);
    expect(modal.selectAll).not.toBeChecked();
    expect(modal.selectAll).not.toBePartiallyChecked();
    expect(modal.dialog).toHaveTextContent('Nenhuma marcada de 27');

    await user.click(modal.box('Criar — Relatórios'));
    expect(modal.selectAll).toBePartiallyChecked();
  });

  it('says a name is in use beside the field, also when the API says so, keeping the matrix', async () => {
    const { user } = await openPage();
    const modal = await openModal(user);
    await user.click(within(modal.dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(modal.input).toHaveAccessibleDescription('Dê um nome ao papel.'));
    await user.type(modal.input, '  gerente ');
    expect(modal.input).toHaveAccessibleDescription('Já existe um papel com este nome.');
    await user.click(within(modal.dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await roles.all()).toHaveLength(5);

    server.use(
      demoApi('Role').post('/apps/roles/add-role', () =>
        HttpResponse.json({ error: { name: ['taken'] } }, { status: 400 }),
      ),
    );
    await user.clear(modal.input);
    await user.type(modal.input, 'Chegou antes');
    await user.click(modal.box('Ler — Disputas'));
    await user.click(within(modal.dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(modal.input).toHaveAccessibleDescription('Já existe um papel com este nome.'),
    );
    expect(modal.input).toHaveValue('Chegou antes');
    expect(modal.box('Ler — Disputas')).toBeChecked();
  });

  it('adds a role: toast, the modal closes, its card comes before the add card', async () => {
    const { user } = await openPage();
    const modal = await openModal(user);
    await user.type(modal.input, 'Auditoria');
    await user.click(modal.selectAll);
    await user.click(modal.box('Criar — Banco de dados'));
    await user.click(within(modal.dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Papel “Auditoria” adicionado.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = await card('Auditoria');
    expect(within(added).getByText('Nenhum usuário ainda')).toBeVisible();
    expect(within(added).getByText('Personalizado')).toBeVisible();
    const headings = within(screen.getByRole('region', { name: 'Papéis' })).getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent).slice(-2)).toEqual([
      'Auditoria',
      'Novo papel',
    ]);
    const stored = await roles.find(6);
    expect(stored).toMatchObject({ key: null, name: 'Auditoria' });
    expect(stored?.permissions.database).toEqual({ read: true, write: true, create: false });
    expect(stored?.permissions.payroll).toEqual({ read: true, write: true, create: true });
  });

  it('changes a seeded role’s matrix and keeps its translated name', async () => {
    const { user } = await openPage();
    const modal = await openModal(user, 'Gerente');
    expect(modal.dialog).toHaveTextContent('As mudanças valem para os 7 usuários com este papel.');
    expect(modal.box('Criar — Finanças')).toBeChecked();
    // A seeded role cannot be deleted.
    expect(within(modal.dialog).queryByRole('button', { name: 'Excluir papel' })).toBeNull();
    await user.click(modal.box('Criar — Finanças'));
    await user.click(within(modal.dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Papel “Gerente” atualizado.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await roles.find(2)).toMatchObject({ name: 'manager', key: 'manager' });
    expect((await roles.find(2))?.permissions.finance).toEqual({
      read: true,
      write: true,
      create: false,
    });
    expect(await card('Gerente')).toBeVisible();
  });

  it('deletes an added role after a confirmation naming it', async () => {
    await roles.insert({
      id: 6,
      key: null,
      name: 'Temporário',
      permissions: uniformPermissions(true),
    });
    const { user } = await openPage();
    const modal = await openModal(user, 'Temporário');
    await user.click(within(modal.dialog).getByRole('button', { name: 'Excluir papel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir o papel “Temporário”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir papel' }));
    expect(await screen.findByText('Papel “Temporário” excluído.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Temporário' })).toBeNull());
    expect(await roles.find(6)).toBeUndefined();
  });

  it('keeps the name and the boxes when the save fails, and says why in the modal', async () => {
    server.use(
      demoApi('Role').post('/apps/roles/add-role', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    const modal = await openModal(user);
    await user.type(modal.input, 'Financeiro');
    await user.click(modal.box('Escrever — Finanças'));
    await user.click(within(modal.dialog).getByRole('button', { name: 'Adicionar' }));
    const alert = await within(modal.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar o papel');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(modal.input).toHaveValue('Financeiro');
    expect(modal.box('Escrever — Finanças')).toBeChecked();
    expect(modal.ticked()).toBe(1);
    expect(await roles.all()).toHaveLength(5);
  });

  it('says in words when the roles cannot be read, and tries again', async () => {
    let fail = true;
    server.use(
      demoApi('Role').get('/apps/roles/data', () =>
        fail ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : undefined,
      ),
    );
    await signInAs('admin');
    const { user } = renderApp('/apps/roles');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os papéis');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(screen.queryByRole('article', { name: 'Administrador' })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await card('Administrador')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the client to the not-authorized page', async () => {
    await signInAs('client');
    const { router } = renderApp('/apps/roles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(screen.queryByRole('button', { name: 'Adicionar papel' })).toBeNull();
  });
});
