import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { inSaoPaulo, the26thAsSent, unreadableDays } from '@/test/iso-dates';
import { newTaskResponse, taskSchema } from '../types';

inSaoPaulo();

const { call } = demoApiClient();

const sent = the26thAsSent;
const unreadable = unreadableDays;

async function refusedFields(response: Response) {
  expect(response.status).toBe(400);
  return Object.keys(((await response.json()) as { error: object }).error);
}

const addTask = (dueDate: string) =>
  call('/apps/kanban/add-task', {
    data: { boardId: 'todo', title: 'Revisar o orçamento', dueDate },
  });

describe('kanban calls take ISO 8601 dates with a zone, and plain days', () => {
  it('POST /apps/kanban/add-task stores the due day as YYYY-MM-DD', async () => {
    for (const dueDate of sent) {
      const response = await addTask(dueDate);
      expect(response.status, dueDate).toBe(201);
      expect(newTaskResponse.parse(await response.json()).newTask.dueDate, dueDate).toBe(
        '2026-11-26',
      );
    }
    for (const bad of unreadable)
      expect(await refusedFields(await addTask(bad)), bad).toEqual(['dueDate']);
  });

  it('POST /apps/kanban/update-task does the same', async () => {
    const { newTask } = newTaskResponse.parse(await (await addTask('2026-11-20')).json());
    const update = (dueDate: string) =>
      call('/apps/kanban/update-task', { data: { id: newTask.id, dueDate } });
    for (const dueDate of sent) {
      const response = await update(dueDate);
      expect(response.status, dueDate).toBe(200);
      expect(taskSchema.parse(await response.json()).dueDate, dueDate).toBe('2026-11-26');
    }
    for (const bad of unreadable)
      expect(await refusedFields(await update(bad)), bad).toEqual(['dueDate']);
  });
});
