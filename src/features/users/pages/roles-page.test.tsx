import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedUsers, USER_COUNT } from '../demo/data';
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

/** The users of each role in the table's words, as the sample data holds them. */
const roleNames = {
  admin: 'Administrador',
  author: 'Autor',
  editor: 'Editor',
  maintainer: 'Mantenedor',
  subscriber: 'Assinante',
} as const;
const seeded = seedUsers();
const countOf = (role: keyof typeof roleNames) =>
  seeded.filter((user) => user.role === role).length;
const usersWord = (count: number) => `${count} ${count === 1 ? 'usuário' : 'usuários'}`;

const usersTable = () => screen.getByRole('table', { name: 'Usuários e seus papéis' });
/** The role cell of every row the table shows (its second column). */
const roleCells = () =>
  within(usersTable().querySelector('tbody') as HTMLElement)
    .getAllByRole('row')
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');

describe('RolesPage', () => {
  it('shows the users’ five roles, named as the table names them, with their counts', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Papéis' })).toBeVisible();
    const grid = screen.getByRole('region', { name: 'Papéis' });
    const names = within(grid)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([...Object.values(roleNames), 'Novo papel']);
    expect(Object.keys(roleNames).map((role) => countOf(role as keyof typeof roleNames))).toEqual([
      8, 12, 13, 11, 16,
    ]);
    for (const [role, name] of Object.entries(roleNames)) {
      const count = countOf(role as keyof typeof roleNames);
      expect(within(await card(name)).getByText(usersWord(count))).toBeVisible();
    }
    expect(await card('Administrador')).toHaveTextContent('Acesso total a todas as áreas');
    expect(await card('Assinante')).toHaveTextContent('2 de 27 permissões');
    // Four faces and "+12" for the others, named for a screen reader.
    expect(await card('Assinante')).toHaveTextContent(
      /Entre eles: \p{L}+ [\p{L} ]+, .+, \p{L}+ [\p{L} ]+ e mais 12 pessoas\./u,
    );
  });

  it('each card counts the table’s rows of its role, and every role of the table has a card', async () => {
    const { user, router } = await openPage();
    expect(await screen.findByText(`1–10 de ${USER_COUNT}`)).toBeInTheDocument();
    const counts = Object.keys(roleNames).map((role) => countOf(role as keyof typeof roleNames));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(USER_COUNT);
    // Two of them here (one page and more than one); the browser test clicks all five.
    for (const [role, name] of [
      ['admin', 'Administrador'],
      ['subscriber', 'Assinante'],
    ] as const) {
      const count = countOf(role);
      // The count is a link to those users: the table filters to them.
      await user.click(
        within(await card(name)).getByRole('button', {
          name: `Ver na tabela os ${count} usuários com o papel ${name}`,
        }),
      );
      await waitFor(() => expect(router.state.location.search).toContain(`role=${role}`));
      expect(await screen.findByText(`1–${Math.min(10, count)} de ${count}`)).toBeInTheDocument();
      await waitFor(() => expect(roleCells().every((cell) => cell === name)).toBe(true));
      expect(
        screen.getByRole('heading', { level: 2, name: 'Usuários e seus papéis' }),
      ).toHaveFocus();
    }
    // The table's role filter offers the cards' roles, no other.
    const filter = screen.getByRole('combobox', { name: 'Filtrar por papel' });
    await user.click(filter);
    const listbox = await waitFor(() => {
      const id = filter.getAttribute('aria-controls');
      const found = id ? document.getElementById(id) : null;
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(Object.values(roleNames));
  });

  it('ticks every box with "Selecionar tudo", clears them, and shows the mixed state', async () => {
    const { user } = await openPage();
    const modal = await openModal(user, 'Assinante');
    // A seeded role is the users' role: its name is the table's, read-only.
    expect(modal.input).toHaveValue('Assinante');
    expect(modal.input).toHaveAttribute('readonly');
    expect(modal.input).toHaveAccessibleDescription(
      'Este é o papel dos usuários na tabela abaixo: o nome não muda, as permissões você ajusta.',
    );
    expect(modal.boxes()).toHaveLength(27);
    // Reads what is published, writes nothing: some boxes, so the header box is mixed.
    expect(modal.box('Ler — Gestão de conteúdo')).toBeChecked();
    expect(modal.box('Escrever — Finanças')).not.toBeChecked();
    expect(modal.selectAll).toBePartiallyChecked();
    expect(modal.dialog).toHaveTextContent('2 de 27 marcadas');

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
    await user.type(modal.input, '  autor ');
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
    const modal = await openModal(user, 'Editor');
    expect(modal.dialog).toHaveTextContent(
      `As mudanças valem para os ${countOf('editor')} usuários com este papel.`,
    );
    expect(modal.box('Criar — Relatórios')).toBeChecked();
    // A seeded role cannot be deleted.
    expect(within(modal.dialog).queryByRole('button', { name: 'Excluir papel' })).toBeNull();
    await user.click(modal.box('Criar — Relatórios'));
    await user.click(within(modal.dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Papel “Editor” atualizado.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await roles.find(3)).toMatchObject({ name: 'editor', key: 'editor' });
    expect((await roles.find(3))?.permissions.reports).toEqual({
      read: true,
      write: true,
      create: false,
    });
    expect(await card('Editor')).toBeVisible();
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
