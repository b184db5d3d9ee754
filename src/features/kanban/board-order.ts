import type { Task } from './types';

/**
 * The order of the board, shared by the demo API and the screen so that a move shown at once
 * is exactly the one the server makes. The tasks are one list; a column shows the tasks of
 * its board in that list's order.
 */

/** `update-task-board`: the task changes column and keeps its place in the list. */
export function moveToBoard(tasks: readonly Task[], taskId: number, boardId: string): Task[] {
  return tasks.map((task) => (task.id === taskId ? { ...task, boardId } : task));
}

/**
 * `reorder-tasks`: the task takes the target's place and the tasks between shift by one, as
 * in a sortable list: moving down lands it just after the target, moving up just before it.
 */
export function reorderTask(tasks: readonly Task[], taskId: number, targetTaskId: number): Task[] {
  const from = tasks.findIndex((task) => task.id === taskId);
  const to = tasks.findIndex((task) => task.id === targetTaskId);
  if (from === -1 || to === -1 || from === to) return [...tasks];
  const next = [...tasks];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The calls that put a task in `boardId` at `index` of that column. */
export interface MovePlan {
  taskId: number;
  newBoardId?: string;
  targetTaskId?: number;
}

export function planMove(
  tasks: readonly Task[],
  taskId: number,
  boardId: string,
  index: number,
): MovePlan {
  const task = tasks.find((candidate) => candidate.id === taskId);
  if (!task) return { taskId };
  const plan: MovePlan = { taskId };
  if (task.boardId !== boardId) plan.newBoardId = boardId;
  const moved = moveToBoard(tasks, taskId, boardId);
  const column = moved.filter((candidate) => candidate.boardId === boardId);
  const current = column.findIndex((candidate) => candidate.id === taskId);
  const others = column.filter((candidate) => candidate.id !== taskId);
  const wanted = Math.max(0, Math.min(index, others.length));
  if (wanted > current) plan.targetTaskId = others[wanted - 1]?.id;
  else if (wanted < current) plan.targetTaskId = others[wanted]?.id;
  return plan;
}

/** The board once the plan's calls are made, in the order the server makes them. */
export function applyMove(tasks: readonly Task[], plan: MovePlan): Task[] {
  const moved = plan.newBoardId ? moveToBoard(tasks, plan.taskId, plan.newBoardId) : [...tasks];
  return plan.targetTaskId === undefined
    ? moved
    : reorderTask(moved, plan.taskId, plan.targetTaskId);
}

/** The ids of each board's tasks, in order. */
export function columnsOf(
  boards: readonly { id: string }[],
  tasks: readonly Task[],
): Record<string, number[]> {
  const columns: Record<string, number[]> = Object.fromEntries(boards.map((b) => [b.id, []]));
  for (const task of tasks) columns[task.boardId]?.push(task.id);
  return columns;
}

/** A board id made from a title, unique among `taken` ("Em revisão" → `em-revisao`). */
export function boardIdFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'coluna';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}
