import { defineCollection } from '@/lib/demo/db';
import { searchRows, sortRows } from '@/lib/demo/list';
import { readRaw } from '@/lib/storage';
import { taskSchema, type Tag, type Task, type TaskFilter, type TaskSort } from '../types';
import { buildTasks, seedTasks } from './data';

/**
 * Scale checks ask for the 1,000-task list by setting this key to `on` before the app loads:
 * a seed of its own, as the large mailbox is.
 */
export const LARGE_TODO_KEY = 'mirante:demo-large-todo';
export const LARGE_TODO_COUNT = 1000;
const largeList = readRaw(LARGE_TODO_KEY) === 'on';

/** The tasks in the order the person arranged them (drag and drop moves rows here). */
export const tasks = defineCollection<Task>({
  name: 'todo-tasks',
  version: 1,
  schema: taskSchema,
  seed: () => (largeList ? buildTasks(LARGE_TODO_COUNT) : seedTasks()),
  ...(largeList ? { variant: 'large' } : {}),
});

export interface TaskQuery {
  q?: string | undefined;
  filter?: TaskFilter | undefined;
  tag?: Tag | undefined;
  sortBy?: TaskSort | undefined;
}

const searchFields = [(task: Task) => task.title, (task: Task) => task.assignee?.fullName];

/** SPEC §4: important and completed leave out deleted tasks; the default view is all not deleted. */
export function inFilter(task: Task, filter: TaskFilter = 'all'): boolean {
  switch (filter) {
    case 'deleted':
      return task.isDeleted;
    case 'important':
      return task.isImportant && !task.isDeleted;
    case 'completed':
      return task.isCompleted && !task.isDeleted;
    default:
      return !task.isDeleted;
  }
}

function sorted(rows: Task[], sortBy: TaskSort | undefined): Task[] {
  switch (sortBy) {
    case 'title-asc':
      return sortRows(rows, (task) => task.title, 'asc');
    case 'title-desc':
      return sortRows(rows, (task) => task.title, 'desc');
    case 'assignee':
      return sortRows(rows, (task) => task.assignee?.fullName, 'asc');
    case 'due-date':
      return sortRows(rows, (task) => task.dueDate, 'asc');
    default:
      return rows;
  }
}

/** The list a person sees: filtered, with one tag, searched on title and assignee, ordered. */
export function listTasks({ q, filter, tag, sortBy }: TaskQuery, source: readonly Task[]): Task[] {
  const shown = source.filter(
    (task) => inFilter(task, filter) && (!tag || task.tags.includes(tag)),
  );
  return sorted(searchRows(shown, q ?? '', searchFields), sortBy);
}
