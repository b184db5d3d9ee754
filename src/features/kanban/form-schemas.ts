import * as z from 'zod/mini';

/** The screen's forms; messages are translation keys, shown beside their fields. */
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
  dueDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'kanban:validation.date')),
  assignedTo: z.array(z.string()),
  description: z.string().check(z.maxLength(2000, 'kanban:validation.tooLong')),
  attachments: z.array(z.object({ name: z.string(), img: z.string() })),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;

export const commentSchema = z.object({ comment: required(1000) });
