import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, today } from '@/lib/dates';
import { resetDemoDatabase } from '@/lib/demo/db';
import { keepFile, readFile } from '@/lib/demo/files';
import { fileIdOf } from '@/lib/file-address';
import { issueTokens } from '@/lib/demo/tokens';
import {
  boardsSchema,
  MAX_COMMENTS,
  newTaskResponse,
  taskSchema,
  tasksSchema,
  type Task,
} from '../types';
import { boards, tasks } from './handlers';

let token = '';
beforeEach(async () => {
  token = (await issueTokens(1)).accessToken;
});

function call(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  return fetch(`http://localhost:3000/apps/kanban/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const column = async (boardId: string) =>
  (await tasks.all()).filter((task) => task.boardId === boardId).map((task) => task.id);

describe('kanban API', () => {
  it('seeds the three boards and Portuguese tasks of the SPEC §3 shape', async () => {
    const listed = boardsSchema.parse(await (await call('boards')).json());
    expect(listed.map((board) => board.id)).toEqual(['todo', 'in-progress', 'done']);
    const all = tasksSchema.parse(await (await call('tasks')).json());
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const board of listed) expect((await column(board.id)).length).toBeGreaterThan(0);
    expect(all.some((task) => task.coverImage)).toBe(true);
    expect(all.some((task) => task.attachments.length && task.comments.length)).toBe(true);
  });

  it('reorders a task to its target’s place, down and up', async () => {
    expect(await column('todo')).toEqual([1, 2, 3, 4]);
    expect((await call('reorder-tasks', { data: { taskId: 1, targetTaskId: 3 } })).status).toBe(
      200,
    );
    expect(await column('todo')).toEqual([2, 3, 1, 4]);
    await call('reorder-tasks', { data: { taskId: 4, targetTaskId: 2 } });
    expect(await column('todo')).toEqual([4, 2, 3, 1]);
    expect((await call('reorder-tasks', { data: { taskId: 1, targetTaskId: 999 } })).status).toBe(
      404,
    );
  });

  it('moves a task to another board by changing its boardId', async () => {
    const answer = await call('update-task-board', { data: { taskId: 2, newBoardId: 'done' } });
    expect(answer.status).toBe(200);
    expect(taskSchema.parse(await answer.json()).boardId).toBe('done');
    expect(await column('todo')).not.toContain(2);
    expect(await column('done')).toContain(2);
    expect(
      (await call('update-task-board', { data: { taskId: 2, newBoardId: 'nowhere' } })).status,
    ).toBe(404);
  });

  it('deletes a board with its tasks, and clears one board only', async () => {
    const inProgress = (await column('in-progress')).length;
    const answer = await call('delete-board?id=in-progress', undefined, 'DELETE');
    expect(await answer.json()).toMatchObject({ id: 'in-progress', removedTasks: inProgress });
    expect(await boards.find('in-progress')).toBeUndefined();
    expect(await column('in-progress')).toEqual([]);
    const done = (await column('done')).length;
    const cleared = await call('clear-tasks?id=todo', undefined, 'DELETE');
    expect(await cleared.json()).toEqual({ removedTasks: 4 });
    expect(await column('todo')).toEqual([]);
    expect(await boards.find('todo')).toBeDefined();
    expect(await column('done')).toHaveLength(done);
    expect((await call('clear-tasks?id=nowhere', undefined, 'DELETE')).status).toBe(404);
  });

  it('adds a task with the next id, due two days from now by default', async () => {
    const last = Math.max(...(await tasks.all()).map((task) => task.id));
    const answer = await call('add-task', { data: { boardId: 'done', title: '  Nova tarefa ' } });
    expect(answer.status).toBe(201);
    const { newTask } = newTaskResponse.parse(await answer.json());
    expect(newTask).toMatchObject({
      id: last + 1,
      title: 'Nova tarefa',
      boardId: 'done',
      dueDate: addDays(today(), 2),
      labels: [],
      assignedTo: [],
    });
    expect((await column('done')).at(-1)).toBe(last + 1);
    const dated = await call('add-task', {
      data: { boardId: 'todo', title: 'Com data', dueDate: '2027-01-15' },
    });
    expect(newTaskResponse.parse(await dated.json()).newTask.id).toBe(last + 2);
  });

  it('adds a board and refuses a taken id; renames it', async () => {
    const answer = await call('add-board', { data: { id: 'revisao', title: 'Revisão' } });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: 'revisao', title: 'Revisão' });
    expect((await boards.all()).at(-1)?.id).toBe('revisao');
    expect((await call('add-board', { data: { id: 'todo', title: 'Outra' } })).status).toBe(400);
    const renamed = await call('update-board', { data: { id: 'revisao', title: 'Em revisão' } });
    expect(await renamed.json()).toEqual({ id: 'revisao', title: 'Em revisão' });
  });

  it('updates a task and returns it', async () => {
    const answer = await call('update-task', {
      data: { id: 5, title: 'Protótipo v3', labels: ['App'], dueDate: '2027-02-01' },
    });
    const task: Task = taskSchema.parse(await answer.json());
    expect(task).toMatchObject({ id: 5, title: 'Protótipo v3', labels: ['App'] });
    expect((await tasks.find(5))?.dueDate).toBe('2027-02-01');
    expect((await call('update-task', { data: { id: 999, title: 'x' } })).status).toBe(404);
  });

  it('refuses malformed bodies with a 400', async () => {
    const bad = [
      ['reorder-tasks', { data: { taskId: '1' } }],
      ['update-task-board', { taskId: 1, newBoardId: 'done' }],
      ['add-task', { data: { boardId: 'todo', title: '   ' } }],
      ['add-task', { data: { boardId: 'todo', title: 'x', dueDate: 'amanhã' } }],
      ['add-task', { data: { boardId: 'todo', title: 'x', dueDate: '2026-02-30' } }],
      ['update-task', { data: { id: 1, dueDate: '2026-04-31' } }],
      ['add-board', { data: { id: 'Com Espaço', title: 'x' } }],
      ['add-board', { data: { id: 'ok', title: '' } }],
      ['update-task', { data: { id: 1, labels: 'UX' } }],
      ['update-task', { data: { id: 1, boardId: 'nowhere' } }],
    ] as const;
    for (const [path, body] of bad) expect((await call(path, body)).status, path).toBe(400);
    expect((await call('delete-board', undefined, 'DELETE')).status).toBe(404);
  });

  it('adds a comment in the caller’s name, never a forged one, within its limits', async () => {
    const before = (await tasks.find(1))?.comments.length ?? 0;
    const forged = { name: 'Helena Duarte (Diretoria)', img: '', comment: 'Aprovado.' };
    const response = await call('update-task', {
      data: { id: 1, comment: 'Revisei a paleta.', comments: [forged] },
    });
    expect(response.status).toBe(200);
    const saved = taskSchema.parse(await response.json());
    expect(saved.comments).toHaveLength(before + 1);
    expect(saved.comments.at(-1)).toMatchObject({ comment: 'Revisei a paleta.' });
    expect(saved.comments.at(-1)?.name).not.toBe(forged.name);
    expect(saved.comments.some((entry) => entry.name === forged.name)).toBe(false);

    const novel = await call('update-task', { data: { id: 1, comment: 'x'.repeat(1001) } });
    expect(novel.status).toBe(400);
    expect(await novel.json()).toEqual({ error: { comment: ['Use at most 1000 characters.'] } });
    expect((await call('update-task', { data: { id: 1, comment: '   ' } })).status).toBe(400);
    const full = Array.from({ length: MAX_COMMENTS }, () => ({ name: 'A', img: '', comment: 'c' }));
    await tasks.update(1, { comments: full });
    expect((await call('update-task', { data: { id: 1, comment: 'Mais um' } })).status).toBe(400);
  });

  it('refuses a card form saved on an older version; a comment meanwhile needs none', async () => {
    const listed = tasksSchema.parse(await (await call('tasks')).json());
    const opened = listed.find((task) => task.id === 2) as Task;
    expect(opened.version).toBe(1);
    // Another tab comments: the thread grows, the version moves on.
    expect(
      (await call('update-task', { data: { id: 2, comment: 'Vou revisar hoje.' } })).status,
    ).toBe(200);
    const stale = await call('update-task', { data: { id: 2, title: 'Outro', version: 1 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { id: 2, version: 2 } });
    const again = await call('update-task', { data: { id: 2, title: 'Outro', version: 2 } });
    expect(taskSchema.parse(await again.json())).toMatchObject({ title: 'Outro', version: 3 });
    expect((await tasks.find(2))?.comments.at(-1)?.comment).toBe('Vou revisar hoje.');
  });

  it('keeps changes in the demo database until it is reset', async () => {
    await tasks.update(1, { title: 'Mudou' });
    tasks.reset();
    expect((await tasks.find(1))?.title).toBe('Mudou');
    await resetDemoDatabase();
    expect((await tasks.find(1))?.title).toBe('Pesquisar referências para a nova home');
  });
});

describe('covers', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const kept = () =>
    keepFile({ type: 'image/png', name: 'capa.png', bytes: png.buffer, owner: '1' });

  it('names a kept picture by its address; the bytes never go into the card', async () => {
    const inline = `data:image/png;base64,${'A'.repeat(6_000_000)}`;
    const refused = await call('update-task', { data: { id: 1, coverImage: inline } });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { error: object }).error)).toEqual([
      'coverImage',
    ]);
    for (const coverImage of ['javascript:alert(1)', '//outro.site/x.png', 'http://x.com/a.png']) {
      expect((await call('update-task', { data: { id: 1, coverImage } })).status).toBe(400);
    }
    const first = await kept();
    const saved = await call('update-task', { data: { id: 1, coverImage: first } });
    expect(saved.status).toBe(200);
    expect((await tasks.find(1))?.coverImage).toBe(first);
  });

  it('forgets a replaced or removed cover’s picture, and the pictures of cleared cards', async () => {
    const first = await kept();
    const second = await kept();
    await call('update-task', { data: { id: 2, coverImage: first } });
    await call('update-task', { data: { id: 2, coverImage: second } });
    expect(await readFile(fileIdOf(first) ?? '')).toBeUndefined();
    expect(await readFile(fileIdOf(second) ?? '')).toBeDefined();
    await call('update-task', { data: { id: 2, coverImage: '' } });
    expect(await readFile(fileIdOf(second) ?? '')).toBeUndefined();

    const third = await kept();
    const card = (await tasks.find(3)) as Task;
    await call('update-task', { data: { id: 3, coverImage: third } });
    await call(`clear-tasks?id=${card.boardId}`, undefined, 'DELETE');
    expect(await readFile(fileIdOf(third) ?? '')).toBeUndefined();
  });
});
