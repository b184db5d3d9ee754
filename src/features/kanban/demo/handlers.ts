import { HttpResponse } from 'msw';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { forgetFile } from '@/lib/demo/files';
import { addDays, today } from '@/lib/dates';
import { readRaw } from '@/lib/storage';
import { reorderTask } from '../board-order';
import {
  addBoardBody,
  addTaskBody,
  boardSchema,
  MAX_COMMENTS,
  moveBody,
  reorderBody,
  taskSchema,
  updateBoardBody,
  updateTaskBody,
  type Board,
  type Task,
} from '../types';
import { seedBoards } from './samples';
import { buildLargeTasks, seedTasks } from './seed';

/**
 * Scale checks ask for the 500-card board by setting this key to `on` before the app loads:
 * a seed of its own, as the large mailbox is.
 */
export const LARGE_BOARD_KEY = 'mirante:demo-large-kanban';
const largeBoard = readRaw(LARGE_BOARD_KEY) === 'on';

export const boards = defineCollection<Board>({
  name: 'kanban-boards',
  version: 1,
  schema: boardSchema,
  seed: () => seedBoards.map((board) => ({ ...board })),
  ...(largeBoard ? { variant: 'large' } : {}),
});

export const tasks = defineCollection<Task>({
  name: 'kanban-tasks',
  version: 1,
  schema: taskSchema,
  seed: () => (largeBoard ? buildLargeTasks(500) : seedTasks()),
  ...(largeBoard ? { variant: 'large' } : {}),
});

/** The board id of `DELETE …?id=`, when such a board exists. */
const boardOf = async (request: Request) =>
  await boards.find(new URL(request.url).searchParams.get('id') ?? '');

/** Removes a column's cards, and the pictures of their covers with them. */
async function removeTasksOf(boardId: string) {
  const covers = (await tasks.all()).filter((task) => task.boardId === boardId);
  const removed = await tasks.removeWhere((task) => task.boardId === boardId);
  await Promise.all(covers.map((task) => forgetFile(task.coverImage)));
  return removed;
}

/** Reading the board needs `read Kanban`; moves and edits `update`; removals `delete`. */
const api = demoApi('Kanban');

export const kanbanHandlers = [
  api.get('/apps/kanban/boards', async () => HttpResponse.json(await boards.all())),

  api.get('/apps/kanban/tasks', async () =>
    HttpResponse.json((await tasks.all()).map((task) => tasks.versioned(task))),
  ),

  api.post(
    '/apps/kanban/reorder-tasks',
    async ({ request }) => {
      const body = await readBody(request, reorderBody);
      if (!body) return invalidBody(request);
      const { taskId, targetTaskId } = body.data;
      if (!(await tasks.find(taskId)) || !(await tasks.find(targetTaskId))) return notFound();
      const moved = await tasks.place(taskId, reorderTask(await tasks.all(), taskId, targetTaskId));
      return HttpResponse.json(moved);
    },
    'update',
  ),

  api.post(
    '/apps/kanban/update-task-board',
    async ({ request }) => {
      const body = await readBody(request, moveBody);
      if (!body) return invalidBody(request);
      const { taskId, newBoardId } = body.data;
      if (!(await boards.find(newBoardId))) return notFound();
      const moved = await tasks.update(taskId, { boardId: newBoardId });
      return moved ? HttpResponse.json(moved) : notFound();
    },
    'update',
  ),

  api.post('/apps/kanban/add-task', async ({ request }) => {
    const body = await readBody(request, addTaskBody);
    if (!body) return invalidBody(request);
    if (!(await boards.find(body.data.boardId))) return notFound();
    const newTask = await tasks.insert((id): Task => ({
      labels: [],
      description: '',
      attachments: [],
      comments: [],
      assignedTo: [],
      ...body.data,
      // SPEC §9: new ids are the last id plus one; the due date is two days from now.
      id,
      dueDate: body.data.dueDate ?? addDays(today(), 2),
    }));
    return HttpResponse.json({ newTask }, { status: 201 });
  }),

  api.post(
    '/apps/kanban/update-task',
    async ({ request, caller }) => {
      const body = await readBody(request, updateTaskBody);
      if (!body) return invalidBody(request);
      const { id, comment, version, ...changes } = body.data;
      if (changes.boardId !== undefined && !(await boards.find(changes.boardId))) {
        return badRequest();
      }
      const current = await tasks.find(id);
      if (!current) return notFound();
      if (comment !== undefined && current.comments.length >= MAX_COMMENTS) {
        return badRequest({ comment: ['This card has as many comments as it may keep.'] });
      }
      // A comment joins the thread as stored now (another tab's stays), in the caller's name.
      const author = { name: caller.profile.name, img: caller.profile.avatar };
      const task = await tasks.update(
        id,
        (stored) => ({
          ...changes,
          ...(comment === undefined
            ? {}
            : { comments: [...stored.comments, { ...author, comment }] }),
        }),
        version,
      );
      if (!task) return notFound();
      // A replaced or removed cover's picture is kept no longer.
      if (task.coverImage !== current.coverImage) await forgetFile(current.coverImage);
      return HttpResponse.json(tasks.versioned(task));
    },
    'update',
  ),

  api.post('/apps/kanban/add-board', async ({ request }) => {
    const body = await readBody(request, addBoardBody);
    if (!body) return invalidBody(request);
    if (await boards.find(body.data.id)) return badRequest('A board with this id already exists');
    return HttpResponse.json(await boards.insert(body.data), { status: 201 });
  }),

  // Ours (the spec has no rename): `{ data: { id, title } }`, returns the board.
  api.post(
    '/apps/kanban/update-board',
    async ({ request }) => {
      const body = await readBody(request, updateBoardBody);
      if (!body) return invalidBody(request);
      const board = await boards.update(body.data.id, { title: body.data.title });
      return board ? HttpResponse.json(board) : notFound();
    },
    'update',
  ),

  api.delete('/apps/kanban/delete-board', async ({ request }) => {
    const board = await boardOf(request);
    if (!board) return notFound();
    await boards.remove(board.id);
    const removedTasks = await removeTasksOf(board.id);
    return HttpResponse.json({ ...board, removedTasks });
  }),

  api.delete('/apps/kanban/clear-tasks', async ({ request }) => {
    const board = await boardOf(request);
    if (!board) return notFound();
    const removedTasks = await removeTasksOf(board.id);
    return HttpResponse.json({ removedTasks });
  }),
];
