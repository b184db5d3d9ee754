import * as z from 'zod/mini';
import { daySchema, isoDay } from '@/lib/dates';
import { textField } from '@/lib/form/text';
import { textSchema } from '@/lib/text-rules';

/** The to-do task and its calls (SPEC §3, §4, §7). */
export const tags = ['team', 'low', 'medium', 'high', 'update'] as const;
export const tagSchema = z.enum(tags);
export type Tag = z.infer<typeof tagSchema>;

/** What the list shows: `all` is every task not deleted (SPEC §4). */
export const filters = ['all', 'important', 'completed', 'deleted'] as const;
export const filterSchema = z.enum(filters);
export type TaskFilter = z.infer<typeof filterSchema>;

/** The orders `sortBy` names; without one the list keeps its own (dragged) order. */
export const sorts = ['title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export const sortSchema = z.enum(sorts);
export type TaskSort = z.infer<typeof sortSchema>;

export const assigneeSchema = z.object({ fullName: z.string(), avatar: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** The drawer's rules for a title and a description, kept by the call and by storage too. */
const titleRule = textField(1, 120, {
  required: 'todo:validation.titleRequired',
  tooLong: 'todo:validation.titleTooLong',
});
const descriptionRule = textSchema(20_000, 'todo:validation.descriptionTooLong');

export const taskSchema = z.object({
  id: z.number(),
  title: titleRule,
  /** A calendar day, `YYYY-MM-DD`: a due date has no time of day and no time zone. */
  dueDate: daySchema(),
  /** HTML written in the editor: rendered only through SafeHtml. */
  description: descriptionRule,
  /** `null` when nobody is assigned yet. */
  assignee: z.nullable(assigneeSchema),
  tags: z.array(tagSchema),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
  /** The task's save count, as the API answers it: sent back, a stale save is refused (409). */
  version: z.optional(z.number()),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksResponseSchema = z.object({ tasks: z.array(taskSchema), total: z.number() });
export type TasksResponse = z.infer<typeof tasksResponseSchema>;

/** What a person writes of a task; the messages are translation keys. */
export const taskFieldsSchema = z.object({
  title: titleRule,
  dueDate: daySchema('todo:validation.dueDateRequired'),
  description: descriptionRule,
  assignee: z.nullable(assigneeSchema),
  tags: z.array(tagSchema),
  isImportant: z.boolean(),
});
export type TaskFields = z.infer<typeof taskFieldsSchema>;

/**
 * `POST /apps/todo/add-tasks` `{ task }`: the new task without its id (the API gives it). The
 * due day may come as ISO 8601 with a zone (`toJSON()`), stored as `YYYY-MM-DD` (`isoDay`).
 */
export const addTaskSchema = z.object({
  task: z.extend(taskFieldsSchema, {
    dueDate: isoDay('todo:validation.dueDateRequired'),
    isCompleted: z.optional(z.boolean()),
  }),
});
/**
 * `POST /apps/todo/update-task` `{ task }`: the whole task (the drawer's save, with the
 * `version` it was opened at) or only what a click changes (`{ id, isCompleted }`), which
 * never undoes another tab's change to the other fields.
 */
export const updateTaskSchema = z.object({
  task: z.extend(z.partial(taskSchema), {
    id: z.number(),
    dueDate: z.optional(isoDay()),
  }),
});
export type TaskChange = z.infer<typeof updateTaskSchema>['task'];
/** `POST /apps/todo/reorder-tasks` (ours): `taskId` takes the place of `targetTaskId`. */
export const reorderTasksSchema = z.object({
  data: z.object({ taskId: z.number(), targetTaskId: z.number() }),
});

export const taskAnswerSchema = z.object({ task: taskSchema });
export const reorderAnswerSchema = z.object({ ids: z.array(z.number()) });
