import { isBeforeToday, today } from '@/lib/dates';

/** Past its due day and still open. */
export function isOverdue(task: { dueDate: string; isCompleted: boolean }, current = today()) {
  return !task.isCompleted && isBeforeToday(task.dueDate, current);
}
