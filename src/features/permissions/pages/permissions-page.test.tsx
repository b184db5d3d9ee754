import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { i18n } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { sampleNames } from '../demo/data';
import { permissions } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('permissions'));

const table = (label = 'Permissões') => screen.findByRole('table', { name: label });
const names = async (label?: string) =>
  within((await table(label)).querySelector('tbody') as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function openPage(route = '/apps/permissions', range = '1–9 de 9') {
  await signInAs('admin');
  const rendered = renderApp(route);
  expect(await screen.findByText(range)).toBeInTheDocument();
  return rendered;
}

async function openAddModal(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Adicionar permissão' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova permissão' });
  return { dialog, input: within(dialog).getByRole('textbox', { name: /Nome da permissão/ }) };
}

describe('PermissionsPage', () => {
  it('lists the nine permissions with roles in Portuguese and dates in the active language', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissões' })).toBeVisible();
    expect(await names()).toEqual(Object.values(sampleNames).map((name) => name.br));
    const row = screen.getByRole('row', { name: /Somente visualização/ });
    expect(within(row).getByText('Administrador')).toBeVisible();
    expect(within(row).getByText('Usuário restrito')).toBeVisible();
    // '19 Jun 2026, 11:50 AM' as pt-BR writes it.
    expect(within(row).getByText(/19 de jun\. de 2026.*11:50/)).toBeVisible();
  });

  it('says why a name is refused, beside the field, and keeps what was typed', async () => {
    const { user } = await openPage();
    const { dialog, input } = await openAddModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Dê um nome à permissão.'));
    expect(input).toHaveFocus();
    await user.type(input, 'ab');
    expect(input).toHaveAccessibleDescription('Use pelo menos 3 caracteres.');
    await user.clear(input);
    await user.type(input, '  somente VISUALIZACAO ');
    expect(input).toHaveAccessibleDescription('Já existe uma permissão com este nome.');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(input).toHaveValue('  somente VISUALIZACAO ');
    // The sample's name in the other language is taken too: the API says so, beside the field.
    await user.clear(input);
    await user.type(input, 'Only View');
    expect(input).not.toHaveAccessibleDescription('Já existe uma permissão com este nome.');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Já existe uma permissão com este nome.'),
    );
    expect(input).toHaveValue('Only View');
    expect(await permissions.all()).toHaveLength(9);
  });

  it('adds a permission: the modal closes, a toast says so, the row comes first', async () => {
    const { user, router } = await openPage('/apps/permissions?assignedTo=manager', '1–3 de 3');
    const { dialog, input } = await openAddModal(user);
    await user.type(input, 'Exportar relatórios');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Permissão “Exportar relatórios” adicionada.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await names())[0]).toBe('Exportar relatórios'));
    expect((await permissions.all())[0]).toMatchObject({ id: 10, assignedTo: ['administrator'] });
    expect(screen.getByText('1–10 de 10')).toBeInTheDocument();
    // The view the new row is first in: no role filter left in the URL.
    expect(router.state.location.search).toBe('');
  });

  it('keeps the modal open with the text when the save fails, and says why', async () => {
    server.use(
      demoApi('Permission').post('/apps/permissions/add-permission', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    const { dialog, input } = await openAddModal(user);
    await user.type(input, 'Aprovar despesas');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar a permissão');
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    expect(screen.getByRole('dialog', { name: 'Nova permissão' })).toBeVisible();
    expect(input).toHaveValue('Aprovar despesas');
    expect(await permissions.all()).toHaveLength(9);
  });

  it('puts the API’s refusal of a name in use beside the field', async () => {
    server.use(
      demoApi('Permission').post('/apps/permissions/add-permission', () =>
        HttpResponse.json({ error: { name: ['taken'] } }, { status: 400 }),
      ),
    );
    const { user } = await openPage();
    const { dialog, input } = await openAddModal(user);
    await user.type(input, 'Chegou antes');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Já existe uma permissão com este nome.'),
    );
    expect(input).toHaveValue('Chegou antes');
  });

  it('renames a permission, saying it changes for every role that has it', async () => {
    const { user } = await openPage();
    await user.click(
      screen.getByRole('button', { name: 'Ações da linha Planejamento de projetos' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar permissão' });
    expect(dialog).toHaveTextContent(
      'Renomear altera esta permissão em todos os 3 papéis que a têm (Administrador, Usuário e Suporte).',
    );
    const input = within(dialog).getByRole('textbox', { name: /Nome da permissão/ });
    expect(input).toHaveValue('Planejamento de projetos');
    await user.clear(input);
    await user.type(input, 'Planejamento de sprints');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Permissão renomeada para “Planejamento de sprints”.'),
    ).toBeVisible();
    await waitFor(async () => expect((await names())[3]).toBe('Planejamento de sprints'));
    expect((await permissions.find(4))?.name).toBe('Planejamento de sprints');
  });

  it('deletes after a confirmation naming the permission', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ações da linha Somente visualização' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Excluir a permissão “Somente visualização”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir permissão' }));
    expect(await screen.findByText('Permissão “Somente visualização” excluída.')).toBeVisible();
    await waitFor(async () => expect(await names()).not.toContain('Somente visualização'));
    expect(await permissions.find(7)).toBeUndefined();
    expect(await screen.findByText('1–8 de 8')).toBeInTheDocument();
  });

  it('filters by the role in the URL', async () => {
    await signInAs('admin');
    renderApp('/apps/permissions?assignedTo=restricted-user');
    await waitFor(async () => expect(await names()).toEqual(['Somente visualização']));
    expect(screen.getByDisplayValue('Usuário restrito')).toHaveAccessibleName('Filtrar por papel');
  });

  it('names the samples in the active language and a typed name as typed', async () => {
    const { user } = await openPage();
    const { dialog, input } = await openAddModal(user);
    await user.type(input, 'Exportar relatórios');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(async () => expect((await names())[0]).toBe('Exportar relatórios'));
    expect((await names()).slice(1)).toEqual(Object.values(sampleNames).map((name) => name.br));

    await act(() => i18n.changeLanguage('en'));
    const english = ['Exportar relatórios', ...Object.values(sampleNames).map((name) => name.en)];
    await waitFor(async () => expect(await names('Permissions')).toEqual(english));
    expect(screen.getByRole('row', { name: /Only View/ })).toBeVisible();
  });

  it('searches and sorts on the names shown', async () => {
    await signInAs('admin');
    renderApp('/apps/permissions?q=gerenciar&sortColumn=name&sort=desc');
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Gerenciar tarefas de outros',
        'Gerenciar sequências de e-mail',
        'Gerenciar cobrança e papéis',
      ]),
    );
  });

  it('shows the empty state for a search that finds nothing', async () => {
    await signInAs('admin');
    renderApp('/apps/permissions?q=nada-disso');
    expect(await screen.findByText('Nenhuma permissão encontrada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  });
});
