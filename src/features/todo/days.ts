/** Due dates are calendar days (`YYYY-MM-DD`) in the person's own time zone. */
const pad = (value: number) => String(value).padStart(2, '0');

export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `offset` days from `from` (today by default). */
export function dayFrom(offset: number, from: Date = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  return dayKey(date);
}

/** The day as a local date at noon, so no time zone moves it to its neighbour. */
export function dayToDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

/** Past its due day and still open. */
export function isOverdue(task: { dueDate: string; isCompleted: boolean }, today = dayFrom(0)) {
  return !task.isCompleted && task.dueDate < today;
}
