import { HttpResponse } from 'msw';
import { badRequest, demoApi, notFound, readBody } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { addDays, today } from '@/lib/dates';
import { readRaw } from '@/lib/storage';
import { moveToBoard, reorderTask } from '../board-order';
import {
  addBoardBody,
  addTaskBody,
  boardSchema,
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
 * Scale checks ask for the 500-card board by setting this key to `on` before the app loads.
 * That board lives in memory only, as the large mailbox does.
 */
export const LARGE_BOARD_KEY = 'mirante:demo-large-kanban';
const largeBoard = readRaw(LARGE_BOARD_KEY) === 'on';

export const boards = defineCollection<Board>({
  name: 'kanban-boards',
  version: 1,
  schema: boardSchema,
  seed: () => seedBoards.map((board) => ({ ...board })),
  persist: !largeBoard,
});

export const tasks = defineCollection<Task>({
  name: 'kanban-tasks',
  version: 1,
  schema: taskSchema,
  seed: () => (largeBoard ? buildLargeTasks(500) : seedTasks()),
  persist: !largeBoard,
});

/** The board id of `DELETE …?id=`, when such a board exists. */
const boardOf = (request: Request) =>
  boards.find(new URL(request.url).searchParams.get('id') ?? '');

/** Reading the board needs `read Kanban`; moves and edits `update`; removals `delete`. */
const api = demoApi('Kanban');

export const kanbanHandlers = [
  api.get('/apps/kanban/boards', () => HttpResponse.json(boards.all())),

  api.get('/apps/kanban/tasks', () => HttpResponse.json(tasks.all())),

  api.post(
    '/apps/kanban/reorder-tasks',
    async ({ request }) => {
      const body = await readBody(request, reorderBody);
      if (!body) return badRequest();
      const { taskId, targetTaskId } = body.data;
      if (!tasks.find(taskId) || !tasks.find(targetTaskId)) return notFound();
      tasks.replaceAll(reorderTask(tasks.all(), taskId, targetTaskId));
      return HttpResponse.json(tasks.find(taskId));
    },
    'update',
  ),

  api.post(
    '/apps/kanban/update-task-board',
    async ({ request }) => {
      const body = await readBody(request, moveBody);
      if (!body) return badRequest();
      const { taskId, newBoardId } = body.data;
      if (!tasks.find(taskId) || !boards.find(newBoardId)) return notFound();
      tasks.replaceAll(moveToBoard(tasks.all(), taskId, newBoardId));
      return HttpResponse.json(tasks.find(taskId));
    },
    'update',
  ),

  api.post('/apps/kanban/add-task', async ({ request }) => {
    const body = await readBody(request, addTaskBody);
    if (!body) return badRequest();
    if (!boards.find(body.data.boardId)) return notFound();
    const newTask: Task = {
      labels: [],
      description: '',
      attachments: [],
      comments: [],
      assignedTo: [],
      ...body.data,
      // SPEC §9: new ids are the last id plus one; the due date is two days from now.
      id: tasks.nextId(),
      dueDate: body.data.dueDate ?? addDays(today(), 2),
    };
    tasks.insert(newTask);
    return HttpResponse.json({ newTask }, { status: 201 });
  }),

  api.post(
    '/apps/kanban/update-task',
    async ({ request }) => {
      const body = await readBody(request, updateTaskBody);
      if (!body) return badRequest();
      const { id, ...changes } = body.data;
      if (!tasks.find(id)) return notFound();
      if (changes.boardId !== undefined && !boards.find(changes.boardId)) return badRequest();
      return HttpResponse.json(tasks.update(id, changes));
    },
    'update',
  ),

  api.post('/apps/kanban/add-board', async ({ request }) => {
    const body = await readBody(request, addBoardBody);
    if (!body) return badRequest();
    if (boards.find(body.data.id)) return badRequest('A board with this id already exists');
    return HttpResponse.json(boards.insert(body.data), { status: 201 });
  }),

  // Ours (the spec has no rename): `{ data: { id, title } }`, returns the board.
  api.post(
    '/apps/kanban/update-board',
    async ({ request }) => {
      const body = await readBody(request, updateBoardBody);
      if (!body) return badRequest();
      if (!boards.find(body.data.id)) return notFound();
      return HttpResponse.json(boards.update(body.data.id, { title: body.data.title }));
    },
    'update',
  ),

  api.delete('/apps/kanban/delete-board', ({ request }) => {
    const board = boardOf(request);
    if (!board) return notFound();
    boards.remove(board.id);
    const removedTasks = tasks.removeWhere((task) => task.boardId === board.id);
    return HttpResponse.json({ ...board, removedTasks });
  }),

  api.delete('/apps/kanban/clear-tasks', ({ request }) => {
    const board = boardOf(request);
    if (!board) return notFound();
    const removedTasks = tasks.removeWhere((task) => task.boardId === board.id);
    return HttpResponse.json({ removedTasks });
  }),
];
