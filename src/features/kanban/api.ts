import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import { applyMove, type MovePlan } from './board-order';
import {
  boardSchema,
  boardsSchema,
  newTaskResponse,
  removedResponse,
  taskSchema,
  tasksSchema,
  type Board,
  type NewTask,
  type Task,
  type TaskUpdate,
} from './types';
import { commentAuthor } from './team';

/** The board and its tasks are one piece of server state: every change patches one object. */
export interface KanbanData {
  boards: Board[];
  tasks: Task[];
}

export const kanbanKeys = {
  all: ['kanban'] as const,
  board: () => [...kanbanKeys.all, 'board'] as const,
};

export const kanbanQueryOptions = () =>
  queryOptions({
    queryKey: kanbanKeys.board(),
    queryFn: async ({ signal }): Promise<KanbanData> => {
      const [boards, tasks] = await Promise.all([
        http.demo.get('/apps/kanban/boards', { schema: boardsSchema, signal }),
        http.demo.get('/apps/kanban/tasks', { schema: tasksSchema, signal }),
      ]);
      return { boards, tasks };
    },
  });

export const useKanban = () => useQuery(kanbanQueryOptions());

/** The screen changes at once; a failure puts the board back exactly and says so. */
const patchBoard = <V>(update: (data: KanbanData, variables: V) => KanbanData) =>
  optimistic<KanbanData, V>({ queryKey: kanbanKeys.board(), update });

const post = <S extends z.ZodMiniType>(path: string, data: unknown, schema: S) =>
  http.demo.post(`/apps/kanban/${path}`, { json: { data }, schema });

/** A drag's drop: the column first, then the place in it (SPEC §7's two calls). */
export function useMoveTask() {
  return useMutation({
    mutationFn: async (plan: MovePlan) => {
      if (plan.newBoardId)
        await post(
          'update-task-board',
          { taskId: plan.taskId, newBoardId: plan.newBoardId },
          taskSchema,
        );
      if (plan.targetTaskId !== undefined)
        await post(
          'reorder-tasks',
          { taskId: plan.taskId, targetTaskId: plan.targetTaskId },
          taskSchema,
        );
    },
    meta: { errorMessage: 'kanban:toasts.moveFailed' },
    ...patchBoard<MovePlan>((data, plan) => ({ ...data, tasks: applyMove(data.tasks, plan) })),
  });
}

/** Not optimistic: the card needs the id the server gives it. */
export function useAddTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: NewTask) => post('add-task', task, newTaskResponse),
    meta: { errorMessage: 'kanban:toasts.addTaskFailed' },
    onSuccess: ({ newTask }) =>
      client.setQueryData<KanbanData>(kanbanKeys.board(), (data) =>
        data ? { ...data, tasks: [...data.tasks, newTask] } : data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: kanbanKeys.board() }),
  });
}

/** A card's change, shown at once; a comment shows as the signed-in user's until the answer. */
const patchTask = () =>
  patchBoard<TaskUpdate>((data, { id, comment, version: _version, ...changes }) => ({
    ...data,
    tasks: data.tasks.map((task) =>
      task.id === id
        ? {
            ...task,
            ...changes,
            ...(comment === undefined
              ? {}
              : { comments: [...task.comments, { ...commentAuthor(''), comment }] }),
          }
        : task,
    ),
  }));

export function useUpdateTask() {
  return useMutation({
    mutationFn: (update: TaskUpdate) => post('update-task', update, taskSchema),
    meta: { errorMessage: 'kanban:toasts.saveFailed' },
    ...patchTask(),
  });
}

/**
 * The card form's save: the fields with the version the card was opened at. Shown at once;
 * a failure puts the card back and the form says why (with the stored card on a conflict).
 */
export function useSaveTask() {
  return useMutation({
    mutationFn: (update: TaskUpdate) => post('update-task', update, taskSchema),
    meta: { errorShownBy: 'form' },
    ...patchTask(),
  });
}

export function useAddBoard() {
  return useMutation({
    mutationFn: (board: Board) => post('add-board', board, boardSchema),
    meta: { errorMessage: 'kanban:toasts.addBoardFailed' },
    ...patchBoard<Board>((data, board) => ({ ...data, boards: [...data.boards, board] })),
  });
}

export function useRenameBoard() {
  return useMutation({
    mutationFn: (board: Board) => post('update-board', board, boardSchema),
    meta: { errorMessage: 'kanban:toasts.renameFailed' },
    ...patchBoard<Board>((data, { id, title }) => ({
      ...data,
      boards: data.boards.map((board) => (board.id === id ? { ...board, title } : board)),
    })),
  });
}

const remove = (path: string, id: string) =>
  http.demo.delete(`/apps/kanban/${path}`, { searchParams: { id }, schema: removedResponse });

export function useDeleteBoard() {
  return useMutation({
    mutationFn: (id: string) => remove('delete-board', id),
    meta: { errorMessage: 'kanban:toasts.deleteFailed' },
    ...patchBoard<string>((data, id) => ({
      boards: data.boards.filter((board) => board.id !== id),
      tasks: data.tasks.filter((task) => task.boardId !== id),
    })),
  });
}

export function useClearBoard() {
  return useMutation({
    mutationFn: (id: string) => remove('clear-tasks', id),
    meta: { errorMessage: 'kanban:toasts.clearFailed' },
    ...patchBoard<string>((data, id) => ({
      ...data,
      tasks: data.tasks.filter((task) => task.boardId !== id),
    })),
  });
}
