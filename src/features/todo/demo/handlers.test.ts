import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { addDays, today } from '@/lib/dates';
import { taskAnswerSchema, taskSchema, tasksResponseSchema, type Task } from '../types';
import { buildTasks, UNSAFE_TITLE } from './data';
import { tasks } from './handlers';

const { call, signOut } = demoApiClient();

async function list(query = '') {
  const response = await call(`/apps/todo/tasks${query}`);
  expect(response.status).toBe(200);
  return tasksResponseSchema.parse(await response.json()).tasks;
}

const ids = (rows: readonly Task[]) => rows.map((task) => task.id);
const draft = {
  title: 'Levar o notebook para o conserto',
  dueDate: addDays(today(), 3),
  description: '<p>Assistência da Rua Vergueiro.</p>',
  assignee: { fullName: 'Rafael Lima', avatar: '/images/avatars/2.svg' },
  tags: ['low'],
  isImportant: true,
};

describe('to-do API', () => {
  it('seeds Portuguese tasks of every kind, each of the SPEC §3 shape', async () => {
    const all = await tasks.all();
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.some((task) => task.isCompleted && !task.isDeleted)).toBe(true);
    expect(all.some((task) => task.isImportant && !task.isDeleted)).toBe(true);
    expect(all.some((task) => task.isDeleted)).toBe(true);
    expect(all.some((task) => task.assignee === null)).toBe(true);
    expect(all.find((task) => task.title === UNSAFE_TITLE)?.description).toContain('onerror');
    for (const task of all) expect(taskSchema.safeParse(task).success, String(task.id)).toBe(true);
    expect(buildTasks(1000)).toHaveLength(1000);
    expect(buildTasks(30, 5)).toEqual(buildTasks(30, 5));
  });

  it('lists every task not deleted by default, in the stored order', async () => {
    expect(ids(await list())).toEqual(ids((await tasks.all()).filter((task) => !task.isDeleted)));
    expect(ids(await list('?filter=nonsense'))).toEqual(ids(await list()));
  });

  it('filters important, completed and deleted as SPEC §4 says', async () => {
    const all = await tasks.all();
    const important = await list('?filter=important');
    expect(ids(important)).toEqual(ids(all.filter((t) => t.isImportant && !t.isDeleted)));
    const completed = await list('?filter=completed');
    expect(ids(completed)).toEqual(ids(all.filter((t) => t.isCompleted && !t.isDeleted)));
    const deleted = await list('?filter=deleted');
    expect(ids(deleted)).toEqual(ids(all.filter((t) => t.isDeleted)));
    expect(deleted.length).toBeGreaterThan(0);
    // A deleted task that is important or completed stays out of those views.
    const hidden = all.find((t) => t.isDeleted) as Task;
    await tasks.update(hidden.id, { isImportant: true, isCompleted: true });
    expect(ids(await list('?filter=important'))).not.toContain(hidden.id);
    expect(ids(await list('?filter=completed'))).not.toContain(hidden.id);
  });

  it('filters by tag, within the filter', async () => {
    const team = await list('?tag=team');
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((task) => task.tags.includes('team') && !task.isDeleted)).toBe(true);
    const both = await list('?tag=high&filter=important');
    expect(both.every((task) => task.tags.includes('high') && task.isImportant)).toBe(true);
  });

  it('searches title and assignee, case- and accent-blind', async () => {
    const found = await list('?q=GRAFICA');
    expect(found.map((task) => task.title)).toEqual(['Revisar o contrato com a gráfica']);
    // The search keeps to the filter: the deleted certificate task is found only there.
    expect(await list('?q=certificado')).toEqual([]);
    expect(await list('?q=certificado&filter=deleted')).toHaveLength(1);
    const byPerson = await list('?q=otavio');
    expect(byPerson.length).toBeGreaterThan(0);
    expect(byPerson.every((task) => task.assignee?.fullName === 'Otávio Mendes')).toBe(true);
    expect(await list('?q=nada-disso')).toEqual([]);
  });

  it('sorts by title both ways, by assignee (nobody last) and by due date', async () => {
    const collator = new Intl.Collator('pt-BR');
    const asc = (await list('?sortBy=title-asc')).map((task) => task.title);
    expect(asc).toEqual([...asc].sort(collator.compare));
    const desc = (await list('?sortBy=title-desc')).map((task) => task.title);
    expect(desc).toEqual([...asc].reverse());
    const people = (await list('?sortBy=assignee')).map((task) => task.assignee?.fullName ?? null);
    const named = people.filter((name): name is string => name !== null);
    expect(people.slice(0, named.length)).toEqual([...named].sort(collator.compare));
    expect(people.slice(named.length).every((name) => name === null)).toBe(true);
    const due = (await list('?sortBy=due-date')).map((task) => task.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('adds a task with the last id plus one, at the top of the list', async () => {
    const last = Math.max(...(await tasks.all()).map((task) => task.id));
    const response = await call('/apps/todo/add-tasks', { task: draft });
    expect(response.status).toBe(201);
    const { task } = taskAnswerSchema.parse(await response.json());
    expect(task).toMatchObject({ ...draft, id: last + 1, isCompleted: false, isDeleted: false });
    expect((await list())[0]?.id).toBe(last + 1);
    const bad = await call('/apps/todo/add-tasks', { task: { ...draft, title: ' ' } });
    expect(bad.status).toBe(400);
    const noSuchDay = await call('/apps/todo/add-tasks', {
      task: { ...draft, dueDate: '2026-02-30' },
    });
    expect(noSuchDay.status).toBe(400);
  });

  it('updates a task, answers 404 for an unknown one and 400 for a malformed one', async () => {
    const first = (await tasks.all())[0] as Task;
    const response = await call('/apps/todo/update-task', {
      task: { ...first, isCompleted: !first.isCompleted, title: 'Outro título' },
    });
    expect(response.status).toBe(200);
    expect(await tasks.find(first.id)).toMatchObject({
      isCompleted: !first.isCompleted,
      title: 'Outro título',
    });
    const missing = await call('/apps/todo/update-task', { task: { ...first, id: 9999 } });
    expect(missing.status).toBe(404);
    const malformed = await call('/apps/todo/update-task', {
      task: { id: first.id, isCompleted: 'yes' },
    });
    expect(malformed.status).toBe(400);
    expect((await call('/apps/todo/update-task', { task: { title: 'Sem id' } })).status).toBe(400);
    const noSuchDay = await call('/apps/todo/update-task', {
      task: { ...first, dueDate: '2026-04-31' },
    });
    expect(noSuchDay.status).toBe(400);
  });

  it('applies the drawer’s rules: a title, no novel, and no invisible characters', async () => {
    const first = (await tasks.all())[0] as Task;
    const update = (task: object) =>
      call('/apps/todo/update-task', { task: { id: first.id, ...task } });
    const refused = async (task: object) => {
      const answer = await update(task);
      expect(answer.status).toBe(400);
      return Object.keys(((await answer.json()) as { error: object }).error);
    };
    // Each 400 names the field, as the drawer shows it beside that field.
    expect(await refused({ title: '   ' })).toEqual(['title']);
    expect(await refused({ title: 'x'.repeat(100_000) })).toEqual(['title']);
    expect(await refused({ description: 'x'.repeat(100_000) })).toEqual(['description']);
    const added = await call('/apps/todo/add-tasks', { task: { ...draft, title: '' } });
    expect(added.status).toBe(400);
    const spoofed = await update({ title: 'Pagar\u202E fatura\u200B da luz' });
    expect(taskAnswerSchema.parse(await spoofed.json()).task.title).toBe('Pagar fatura da luz');
  });

  it('changes only the fields a click sends, and refuses a save made on an older version', async () => {
    const first = (await tasks.all())[0] as Task;
    const listed = tasksResponseSchema.parse(await (await call('/apps/todo/tasks')).json());
    const opened = listed.tasks.find((task) => task.id === first.id) as Task;
    expect(opened.version).toBe(1);

    // Another tab stars it: only that field changes, and the version moves on.
    const starred = await call('/apps/todo/update-task', {
      task: { id: first.id, isImportant: !first.isImportant },
    });
    expect(taskAnswerSchema.parse(await starred.json()).task).toMatchObject({
      title: first.title,
      isImportant: !first.isImportant,
      version: 2,
    });

    // This tab saves the whole task as it opened it: refused, with the task as it is now.
    const stale = await call('/apps/todo/update-task', {
      task: { ...opened, title: 'Meu título' },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      current: { id: first.id, title: first.title, isImportant: !first.isImportant, version: 2 },
    });
    expect((await tasks.find(first.id))?.title).toBe(first.title);

    // Saved again on the version it was shown: it replaces it knowingly.
    const again = await call('/apps/todo/update-task', {
      task: { ...opened, title: 'Meu título', version: 2 },
    });
    expect(again.status).toBe(200);
    expect((await tasks.find(first.id))?.title).toBe('Meu título');
  });

  it('deletes softly: the task moves to "deleted" and can be restored', async () => {
    const task = (await tasks.all()).find((item) => !item.isDeleted) as Task;
    const response = await call(`/apps/todo/delete-task?id=${task.id}`, undefined, 'DELETE');
    expect(response.status).toBe(200);
    expect(await tasks.find(task.id)).toMatchObject({ isDeleted: true, title: task.title });
    expect(ids(await list())).not.toContain(task.id);
    expect(ids(await list('?filter=deleted'))).toContain(task.id);
    await call('/apps/todo/update-task', { task: { ...task, isDeleted: false } });
    expect(ids(await list())).toContain(task.id);
    expect((await call('/apps/todo/delete-task?id=9999', undefined, 'DELETE')).status).toBe(404);
    expect((await call('/apps/todo/delete-task?id=abc', undefined, 'DELETE')).status).toBe(400);
  });

  it('reorders: the task takes the place of the target, and the order is stored', async () => {
    const [a, b, c] = ids(await tasks.all());
    const down = await call('/apps/todo/reorder-tasks', {
      data: { taskId: a, targetTaskId: c },
    });
    expect(down.status).toBe(200);
    expect(ids(await tasks.all()).slice(0, 3)).toEqual([b, c, a]);
    await call('/apps/todo/reorder-tasks', { data: { taskId: a, targetTaskId: b } });
    expect(ids(await tasks.all()).slice(0, 3)).toEqual([a, b, c]);
    const unknown = await call('/apps/todo/reorder-tasks', {
      data: { taskId: a, targetTaskId: 9999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a caller without a token', async () => {
    signOut();
    expect((await call('/apps/todo/tasks')).status).toBe(401);
  });
});
