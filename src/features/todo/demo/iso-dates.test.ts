import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { inSaoPaulo, the26thAsSent, unreadableDays } from '@/test/iso-dates';
import { taskAnswerSchema } from '../types';

inSaoPaulo();

const { call } = demoApiClient();

const sent = the26thAsSent;
const unreadable = unreadableDays;

const task = (dueDate: string) => ({
  title: 'Renovar o alvará da loja',
  dueDate,
  description: '',
  assignee: null,
  tags: ['high'],
  isImportant: false,
});

async function refusedFields(response: Response) {
  expect(response.status).toBe(400);
  return Object.keys(((await response.json()) as { error: object }).error);
}

describe('to-do calls take ISO 8601 dates with a zone, and plain days', () => {
  it('POST /apps/todo/add-tasks stores the due day as YYYY-MM-DD', async () => {
    for (const dueDate of sent) {
      const response = await call('/apps/todo/add-tasks', { task: task(dueDate) });
      expect(response.status, dueDate).toBe(201);
      expect(taskAnswerSchema.parse(await response.json()).task.dueDate, dueDate).toBe(
        '2026-11-26',
      );
    }
    for (const dueDate of unreadable)
      expect(await refusedFields(await call('/apps/todo/add-tasks', { task: task(dueDate) }))).toEqual(['dueDate']); // prettier-ignore
  });

  it('POST /apps/todo/update-task does the same', async () => {
    const added = await call('/apps/todo/add-tasks', { task: task('2026-11-20') });
    const { id } = taskAnswerSchema.parse(await added.json()).task;
    for (const dueDate of sent) {
      const response = await call('/apps/todo/update-task', { task: { id, dueDate } });
      expect(response.status, dueDate).toBe(200);
      expect(taskAnswerSchema.parse(await response.json()).task.dueDate, dueDate).toBe(
        '2026-11-26',
      );
    }
    for (const dueDate of unreadable)
      expect(await refusedFields(await call('/apps/todo/update-task', { task: { id, dueDate } }))).toEqual(['dueDate']); // prettier-ignore
  });
});
