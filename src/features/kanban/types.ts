import * as z from 'zod/mini';
import { daySchema, isoDay } from '@/lib/dates';
import { isPictureAddress } from '@/lib/file-address';

/** The kanban entities and the payloads of their calls (SPEC §3, §4, §7). */
export const boardSchema = z.object({ id: z.string(), title: z.string() });
export type Board = z.infer<typeof boardSchema>;

export const attachmentSchema = z.object({ name: z.string(), img: z.string() });
export const commentSchema = z.object({ name: z.string(), img: z.string(), comment: z.string() });
export const assigneeSchema = z.object({ title: z.string(), img: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type Assignee = z.infer<typeof assigneeSchema>;

export const taskSchema = z.object({
  id: z.number(),
  labels: z.array(z.string()),
  boardId: z.string(),
  description: z.string(),
  /** A day, `YYYY-MM-DD`: a due date has no time of day. */
  dueDate: daySchema(),
  title: z.string(),
  coverImage: z.optional(z.string()),
  attachments: z.array(attachmentSchema),
  comments: z.array(commentSchema),
  assignedTo: z.array(assigneeSchema),
  /** The card's save count, as the API answers it: the card form sends it back. */
  version: z.optional(z.number()),
});
export type Task = z.infer<typeof taskSchema>;

export const boardsSchema = z.array(boardSchema);
export const tasksSchema = z.array(taskSchema);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A board id: lower-case letters, digits and dashes (`in-progress`). */
export const boardIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** What the calls accept, each wrapped in `data` as the spec's calls are. */
export const reorderBody = z.object({
  data: z.object({ taskId: z.number(), targetTaskId: z.number() }),
});
export const moveBody = z.object({
  data: z.object({ taskId: z.number(), newBoardId: z.string() }),
});
export const addBoardBody = z.object({
  data: z.object({ id: boardIdSchema, title: text(60) }),
});
export const updateBoardBody = addBoardBody;

/**
 * A cover as a call may set it: the address of a picture (a kept file, `https:` or a path of
 * this site), never its bytes; empty for none.
 */
const coverSchema = z
  .string()
  .check(
    z.maxLength(2048),
    z.refine(
      isPictureAddress,
      'Send the address of a kept file (POST /api/files), not the picture.',
    ),
  );

const taskFields = {
  title: text(120),
  labels: z.array(text(30)).check(z.maxLength(8)),
  description: z.string().check(z.maxLength(2000)),
  /** ISO 8601 with a zone too (`toJSON()`), stored as `YYYY-MM-DD` (`isoDay`). */
  dueDate: isoDay(),
  coverImage: z.optional(coverSchema),
  attachments: z.array(attachmentSchema),
  comments: z.array(commentSchema),
  assignedTo: z.array(assigneeSchema),
};

/** Every field of a task but the id and the column, each optional (what a change may send). */
const optionalFields = {
  title: z.optional(taskFields.title),
  labels: z.optional(taskFields.labels),
  description: z.optional(taskFields.description),
  dueDate: z.optional(taskFields.dueDate),
  coverImage: taskFields.coverImage,
  attachments: z.optional(taskFields.attachments),
  assignedTo: z.optional(taskFields.assignedTo),
};

/** The most comments a card keeps; its thread is a conversation, not a log. */
export const MAX_COMMENTS = 200;

/** A new task needs its column and a title; the rest has defaults (due in two days). */
export const addTaskBody = z.object({
  data: z.object({ ...optionalFields, boardId: z.string(), title: taskFields.title }),
});
export type NewTask = z.infer<typeof addTaskBody>['data'];

/**
 * `update-task`: the fields to change; `comment` (ours) adds one comment, written by the
 * caller as the API knows them. A body's `comments` are never taken: nobody writes a comment
 * in someone else's name, nor removes another tab's.
 */
export const updateTaskBody = z.object({
  data: z.object({
    ...optionalFields,
    id: z.number(),
    boardId: z.optional(z.string()),
    comment: z.optional(text(1000)),
    /** The card form's version: a save made on an older one is refused (409). */
    version: z.optional(z.number()),
  }),
});
export type TaskUpdate = z.infer<typeof updateTaskBody>['data'];

export const newTaskResponse = z.object({ newTask: taskSchema });
export const removedResponse = z.object({ removedTasks: z.number() });

/**
 * The screen's forms; messages are translation keys, shown beside their fields. They apply
 * the calls' rules (`text(max)`, the label limits, a real day) with words; the task form
 * differs from `updateTaskBody` in its people (names picked in a list, made into assignees
 * with their pictures on save), sends its cover only when it changed (a sample cover is
 * inline) and has no comments (kept as they are).
 */
const required = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'kanban:validation.required'),
      z.maxLength(max, 'kanban:validation.tooLong'),
    );

export const columnTitleSchema = z.object({ title: required(60) });
export const taskTitleSchema = z.object({ title: required(120) });

export const taskFormSchema = z.object({
  title: required(120),
  labels: z.array(required(30)).check(z.maxLength(8, 'kanban:validation.tooManyLabels')),
  dueDate: daySchema('kanban:validation.date'),
  assignedTo: z.array(z.string()),
  description: z.string().check(z.maxLength(2000, 'kanban:validation.tooLong')),
  attachments: z.array(z.object({ name: z.string(), img: z.string() })),
  /** The cover's address (set by the picker once the picture is kept), or empty. */
  coverImage: z.string(),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;

export const commentFormSchema = z.object({ comment: required(1000) });
