import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import {
  addTaskSchema,
  filterSchema,
  reorderTasksSchema,
  sortSchema,
  tagSchema,
  updateTaskSchema,
} from '../types';
import { moveById } from '../reorder';
import { listTasks, tasks } from './tasks';

export { inFilter, LARGE_TODO_KEY, listTasks, tasks } from './tasks';

/** A bad list value is no value: the list falls back to its default, never to an error. */
const optional = <S extends z.ZodMiniType>(schema: S, value: string | null) => {
  const parsed = z.safeParse(schema, value ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** Reading needs `read Todo`; adding `create`; changing and reordering `update`; deleting `delete`. */
const api = demoApi('Todo');

export const todoHandlers = [
  api.get('/apps/todo/tasks', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const shown = listTasks(
      {
        q: params.get('q') ?? '',
        filter: optional(filterSchema, params.get('filter')),
        tag: optional(tagSchema, params.get('tag')),
        sortBy: optional(sortSchema, params.get('sortBy')),
      },
      await tasks.all(),
    );
    return HttpResponse.json({
      tasks: shown.map((task) => tasks.versioned(task)),
      total: shown.length,
    });
  }),

  api.post('/apps/todo/add-tasks', async ({ request }) => {
    const body = await readBody(request, addTaskSchema);
    if (!body) return invalidBody(request);
    const task = await tasks.insert(
      (id) => ({
        ...body.task,
        id,
        isCompleted: body.task.isCompleted ?? false,
        isDeleted: false,
      }),
      { at: 'start' },
    );
    return HttpResponse.json({ task: tasks.versioned(task) }, { status: 201 });
  }),

  api.post(
    '/apps/todo/update-task',
    async ({ request }) => {
      const body = await readBody(request, updateTaskSchema);
      if (!body) return invalidBody(request);
      // A save of the task as loaded at `version` is refused if another save came first.
      const { id, version, ...fields } = body.task;
      const task = await tasks.update(id, fields, version);
      return task ? HttpResponse.json({ task: tasks.versioned(task) }) : notFound();
    },
    'update',
  ),

  api.post(
    '/apps/todo/reorder-tasks',
    async ({ request }) => {
      const body = await readBody(request, reorderTasksSchema);
      if (!body) return invalidBody(request);
      const next = moveById(await tasks.all(), body.data.taskId, body.data.targetTaskId);
      if (!next) return notFound();
      await tasks.place(body.data.taskId, next);
      return HttpResponse.json({ ids: (await tasks.all()).map((task) => task.id) });
    },
    'update',
  ),

  api.delete('/apps/todo/delete-task', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    if (!id.success) return badRequest();
    const task = await tasks.update(id.data, { isDeleted: true });
    return task ? HttpResponse.json({ task: tasks.versioned(task) }) : notFound();
  }),
];
