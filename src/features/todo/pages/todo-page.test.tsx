import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { UNSAFE_TITLE } from '../demo/data';
import { tasks } from '../demo/handlers';
import type { Task } from '../types';

preloadChunks(
  ...appShellChunks,
  pageChunk('todo'),
  () => import('../components/task-form'),
  () => import('@/components/rich-text/rich-text-editor'),
);

const list = (name: string) => screen.findByRole('list', { name: `Lista de tarefas: ${name}` });
const open = async () => (await tasks.all()).filter((task) => !task.isDeleted);

describe('TodoPage', () => {
  it('lists the tasks not deleted', async () => {
    await signInAs('admin');
    renderApp('/apps/todo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas' })).toBeVisible();
    expect(within(await list('Todas')).getAllByRole('listitem')).toHaveLength(
      (await open()).length,
    );
  });

  it('shows the completed filter from the URL', async () => {
    await signInAs('admin');
    renderApp('/apps/todo?filter=completed');
    const done = (await tasks.all()).filter((task) => task.isCompleted && !task.isDeleted);
    expect(within(await list('Concluídas')).getAllByRole('listitem')).toHaveLength(done.length);
  });

  it('shows a tag view and says so when a search finds nothing', async () => {
    await signInAs('admin');
    renderApp('/apps/todo?tag=team&q=nada-disso');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    expect(await screen.findByText('Nenhuma tarefa encontrada para “nada-disso”.')).toBeVisible();
  });

  it('completes a task in place and stores it', async () => {
    await signInAs('admin');
    const { user } = renderApp('/apps/todo');
    const task = (await open()).find((item) => !item.isCompleted) as Task;
    const box = await screen.findByRole('checkbox', { name: `Concluir “${task.title}”` });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(async () => expect((await tasks.find(task.id))?.isCompleted).toBe(true));
  });

  it('deletes to "deleted", with an undo that restores it', async () => {
    await signInAs('admin');
    const { user } = renderApp('/apps/todo');
    const task = (await open())[0] as Task;
    const row = (await screen.findByRole('button', { name: `Abrir “${task.title}”` })).closest(
      'li',
    );
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Excluir tarefa' }));
    await waitFor(async () => expect((await tasks.find(task.id))?.isDeleted).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    await waitFor(async () => expect((await tasks.find(task.id))?.isDeleted).toBe(false));
  });

  it('adds a task through the drawer, checking the title first', async () => {
    await signInAs('admin');
    const { user } = renderApp('/apps/todo');
    await list('Todas');
    await user.click(screen.getByRole('button', { name: 'Adicionar tarefa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nova tarefa' });
    await user.click(await within(drawer).findByRole('button', { name: 'Adicionar' }));
    expect(await within(drawer).findByText('Dê um título à tarefa.')).toBeVisible();
    await user.type(within(drawer).getByRole('textbox', { name: /Título/ }), 'Pagar o aluguel');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Importante' }));
    const before = Math.max(...(await tasks.all()).map((task) => task.id)) + 1;
    await user.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Tarefa adicionada.')).toBeVisible();
    expect(await tasks.find(before)).toMatchObject({ title: 'Pagar o aluguel', isImportant: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova tarefa' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Abrir “Pagar o aluguel”' })).toBeVisible();
  });

  it('opens a task with a hostile description: its text, no script, no image', async () => {
    await signInAs('admin');
    const { user } = renderApp('/apps/todo');
    await user.click(await screen.findByRole('button', { name: `Abrir “${UNSAFE_TITLE}”` }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar tarefa' });
    const editor = await within(drawer).findByRole('textbox', { name: 'Descrição' });
    await waitFor(() => expect(editor).toHaveTextContent('Texto colado do site do fornecedor'));
    expect(editor.querySelector('img, script, [onerror]')).toBeNull();
    expect(editor.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
