import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import { moveById } from './reorder';
import {
  reorderAnswerSchema,
  taskAnswerSchema,
  tasksResponseSchema,
  type Tag,
  type Task,
  type TaskChange,
  type TaskFields,
  type TaskFilter,
  type TaskSort,
  type TasksResponse,
} from './types';

export interface TaskListParams {
  q: string;
  filter: TaskFilter;
  tag: Tag | undefined;
  sortBy: TaskSort | undefined;
}

export const todoKeys = {
  all: ['todo'] as const,
  lists: () => [...todoKeys.all, 'list'] as const,
  list: (params: TaskListParams) => [...todoKeys.lists(), params] as const,
};

export const tasksQueryOptions = (params: TaskListParams) =>
  queryOptions({
    queryKey: todoKeys.list(params),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/todo/tasks', {
        schema: tasksResponseSchema,
        searchParams: {
          q: params.q,
          filter: params.filter === 'all' ? undefined : params.filter,
          tag: params.tag,
          sortBy: params.sortBy,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTasks = (params: TaskListParams) => useQuery(tasksQueryOptions(params));

/** Every cached list shows the change at once; a failure puts the lists back. */
const patchLists = <TVariables>(
  update: (data: TasksResponse, variables: TVariables) => TasksResponse,
) => optimistic<TasksResponse, TVariables>({ queryKey: todoKeys.lists(), update });

const withoutTask = (data: TasksResponse, id: number): TasksResponse => ({
  tasks: data.tasks.filter((item) => item.id !== id),
  total: data.total - (data.tasks.some((item) => item.id === id) ? 1 : 0),
});

const changeTask = (data: TasksResponse, change: TaskChange): TasksResponse => ({
  ...data,
  tasks: data.tasks.map((item) => (item.id === change.id ? { ...item, ...change } : item)),
});

/** A click's change to a task (complete, star), only its fields, shown before the answer. */
export function useUpdateTask() {
  return useMutation({
    mutationFn: (change: TaskChange) =>
      http.demo.post('/apps/todo/update-task', {
        json: { task: change },
        schema: taskAnswerSchema,
      }),
    meta: { errorMessage: 'todo:toasts.failed' },
    ...patchLists<TaskChange>(changeTask),
  });
}

/** Restoring (a button, or a delete's undo) takes the task out of "deleted" at once. */
export function useRestoreTask() {
  return useMutation({
    mutationFn: (task: Task) =>
      http.demo.post('/apps/todo/update-task', {
        json: { task: { id: task.id, isDeleted: false } },
        schema: taskAnswerSchema,
      }),
    meta: { errorMessage: 'todo:toasts.failed', successMessage: 'todo:toasts.restored' },
    ...patchLists<Task>((data, task) => withoutTask(data, task.id)),
  });
}

/**
 * The drawer's save: a new task (the API gives its id) or an edit of `task`. Nothing is
 * shown before the answer (the drawer keeps what was typed on a failure); then the lists
 * are read again.
 */
export function useSaveTask() {
  return useMutation({
    mutationFn: ({ fields, task }: { fields: TaskFields; task?: Task | undefined }) =>
      task
        ? http.demo.post('/apps/todo/update-task', {
            json: { task: { ...task, ...fields } },
            schema: taskAnswerSchema,
          })
        : http.demo.post('/apps/todo/add-tasks', {
            json: { task: fields },
            schema: taskAnswerSchema,
          }),
    // The drawer says what failed above the fields, with the current task on a conflict.
    meta: { errorShownBy: 'form' },
    // Not awaited: the drawer closes on the answer, the list catches up on its own.
    onSuccess: (_answer, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: todoKeys.lists() });
    },
  });
}

/** Deleting is soft: the task leaves the list at once and waits under "deleted". */
export function useDeleteTask() {
  return useMutation({
    mutationFn: (task: Task) =>
      http.demo.delete('/apps/todo/delete-task', {
        searchParams: { id: task.id },
        schema: taskAnswerSchema,
      }),
    meta: { errorMessage: 'todo:toasts.failed' },
    ...patchLists<Task>((data, task) => withoutTask(data, task.id)),
  });
}

export interface ReorderVariables {
  taskId: number;
  targetTaskId: number;
}

export function useReorderTasks() {
  return useMutation({
    mutationFn: ({ taskId, targetTaskId }: ReorderVariables) =>
      http.demo.post('/apps/todo/reorder-tasks', {
        json: { data: { taskId, targetTaskId } },
        schema: reorderAnswerSchema,
      }),
    meta: { errorMessage: 'todo:toasts.moveFailed' },
    ...optimistic<TasksResponse, ReorderVariables>({
      queryKey: todoKeys.lists(),
      update: (data, { taskId, targetTaskId }) => {
        const next = moveById(data.tasks, taskId, targetTaskId);
        return next ? { ...data, tasks: next } : data;
      },
    }),
  });
}
