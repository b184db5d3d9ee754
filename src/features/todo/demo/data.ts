import { addDays, localDay } from '@/lib/dates';
import { createRandom } from '@/lib/demo/random';
import type { Task } from '../types';
import { assignees } from '../assignees';
import { templates, type TaskTemplate } from './samples';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const paragraphs = (notes: readonly string[]) =>
  notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('');

/**
 * A description written by someone careless (or hostile): the screen must show its text and
 * nothing else (no script, no handler, no remote picture loaded).
 */
export const UNSAFE_TITLE = 'Conferir o texto colado do fornecedor';
const unsafeDescription =
  '<p>Texto colado do site do fornecedor:</p><img src="https://rastreio.example/pixel.gif" onerror="alert(1)"><p><a href="javascript:alert(2)">ver condições</a></p><script>alert(3)</script>';

/**
 * Our sample to-do list: one task per template (then round again for the large list),
 * spread over the people, due from ten days ago to a month ahead, some done, some important,
 * a few deleted. Deterministic: the same seed and day give the same list.
 */
export function buildTasks(count: number, seed = 14, today = new Date()): Task[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length] as TaskTemplate;
    const assigned = index % 11 !== 10;
    return {
      id: index + 1,
      title: template.title,
      dueDate: addDays(localDay(today), random.int(-10, 30)),
      description: paragraphs(template.notes),
      assignee: assigned ? (assignees[(index * 3) % assignees.length] ?? null) : null,
      tags: [...template.tags],
      isCompleted: random.bool(0.25),
      isDeleted: index % 12 === 7,
      isImportant: random.bool(0.3),
    };
  });
}

export function seedTasks(today = new Date()): Task[] {
  const tasks = buildTasks(templates.length, 14, today);
  tasks.push({
    id: tasks.length + 1,
    title: UNSAFE_TITLE,
    dueDate: addDays(localDay(today), 5),
    description: unsafeDescription,
    assignee: assignees[2] ?? null,
    tags: ['low'],
    isCompleted: false,
    isDeleted: false,
    isImportant: false,
  });
  return tasks;
}
