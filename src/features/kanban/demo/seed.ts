import { addDays, localDay } from '@/lib/dates';
import { createRandom } from '@/lib/demo/random';
import type { Task } from '../types';
import {
  covers,
  sampleComments,
  sampleLabels,
  seedBoards,
  team,
  templates,
  type TaskTemplate,
} from './samples';

/**
 * Our sample board, built from the texts of `samples.ts`; deterministic, with due dates
 * counted from the day it was seeded.
 */
function fromTemplate(id: number, boardId: string, template: TaskTemplate, now: Date): Task {
  const people = template.people.map((index) => team[index % team.length] ?? team[0]!);
  return {
    id,
    boardId,
    title: template.title,
    description: template.description,
    labels: template.labels,
    dueDate: addDays(localDay(now), template.due),
    ...(template.cover === undefined ? {} : { coverImage: covers[template.cover] }),
    attachments: (template.attachments ?? []).map(([name, img]) => ({ name, img })),
    comments: (template.comments ?? []).map((comment, index) => {
      const author = people[index % people.length] ?? team[0]!;
      return { name: author.title, img: author.img, comment };
    }),
    assignedTo: people,
  };
}

export function seedTasks(now = new Date()): Task[] {
  let id = 0;
  return seedBoards.flatMap((board) =>
    (templates[board.id] ?? []).map((template) => fromTemplate((id += 1), board.id, template, now)),
  );
}

const allTemplates = Object.values(templates).flat();

/** A board of `count` cards (500 for the scale check), spread over the three columns. */
export function buildLargeTasks(count: number, now = new Date(), seed = 14): Task[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const template = allTemplates[index % allTemplates.length]!;
    const people = random.sample(team, random.int(1, 3));
    const task = fromTemplate(index + 1, seedBoards[index % 3]!.id, template, now);
    return {
      ...task,
      title: `${template.title} (${index + 1})`,
      labels: random.sample(sampleLabels, random.int(0, 2)),
      dueDate: addDays(localDay(now), random.int(-5, 30)),
      assignedTo: people,
      comments: random.sample(sampleComments, random.int(0, 3)).map((comment, n) => ({
        name: people[n % people.length]!.title,
        img: people[n % people.length]!.img,
        comment,
      })),
    };
  });
}
