import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { defineCollection, unlessDuplicate } from '@/lib/demo/db';
import { personSchema } from '../types';
import { commentSeeds, person } from './seed';

/**
 * What the profile keeps in the demo database: each caller's likes, connection requests and
 * poll vote (rows keyed by the caller), and the posts' comments (the samples, then what
 * callers wrote, in their names). The posts themselves are a read-only seed (seed.ts).
 */

export const markKinds = ['post', 'comment', 'suggestion'] as const;
export type MarkKind = (typeof markKinds)[number];

const markRowSchema = z.object({
  /** `<userId>:<kind>:<targetId>`: one row per caller and thing. */
  id: z.string(),
  userId: z.string(),
  kind: z.enum(markKinds),
  targetId: z.number(),
  on: z.boolean(),
});
export type MarkRow = z.infer<typeof markRowSchema>;

/** A caller's like of a post or a comment, or their request to connect, on or off. */
export const markRows = defineCollection<MarkRow>({
  name: 'profile-marks',
  version: 1,
  schema: markRowSchema,
  seed: () => [],
});

const markId = (userId: string, kind: MarkKind, targetId: number) =>
  `${userId}:${kind}:${targetId}`;

/**
 * Turns the caller's mark over, as stored now (two tabs' clicks make two changes), and gives
 * whether it is on. The first mark is added; a tab adding it at the same time turns it over.
 */
export async function toggleMark(userId: string, kind: MarkKind, targetId: number) {
  const id = markId(userId, kind, targetId);
  const turn = () => markRows.update(id, (stored) => ({ on: !stored.on }));
  const turned = await turn();
  if (turned) return turned.on;
  const added = await unlessDuplicate(
    markRows.insert({ id, userId, kind, targetId, on: true }, { uniqueBy: (row) => [row.id] }),
  );
  return added ? added.on : ((await turn())?.on ?? false);
}

/** Who marked what: `count(kind, id)` of everyone, `mine(kind, id)` of the caller. */
export async function marksSeenBy(userId: string) {
  const on = (await markRows.all()).filter((row) => row.on);
  const counts = new Map<string, number>();
  const own = new Set<string>();
  for (const row of on) {
    const key = `${row.kind}:${row.targetId}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (row.userId === userId) own.add(key);
  }
  return {
    count: (kind: MarkKind, id: number) => counts.get(`${kind}:${id}`) ?? 0,
    mine: (kind: MarkKind, id: number) => own.has(`${kind}:${id}`),
  };
}
export type Marks = Awaited<ReturnType<typeof marksSeenBy>>;

const voteRowSchema = z.object({
  /** The caller's id: one vote each. */
  id: z.string(),
  option: z.string(),
  votedAt: instantSchema(),
  voter: personSchema,
});
export type VoteRow = z.infer<typeof voteRowSchema>;

export const voteRows = defineCollection<VoteRow>({
  name: 'profile-poll-votes',
  version: 1,
  schema: voteRowSchema,
  seed: () => [],
});

/** Records the caller's vote; voting again moves it. */
export async function castVote(row: VoteRow): Promise<void> {
  const move = () => voteRows.update(row.id, { option: row.option, votedAt: row.votedAt });
  if (await move()) return;
  const added = await unlessDuplicate(voteRows.insert(row, { uniqueBy: (vote) => [vote.id] }));
  if (!added) await move();
}

const commentRowSchema = z.object({
  id: z.number(),
  postId: z.number(),
  /** Who wrote it: a demo account's id, or `null` for a sample comment. */
  userId: z.nullable(z.string()),
  author: personSchema,
  comment: z.string(),
  /** When a caller wrote it; a sample's time is counted back from each answer. */
  postedAt: z.nullable(instantSchema()),
  minutesAgo: z.number(),
  /** Likes from people outside the demo's accounts. */
  baseLikes: z.number(),
});
export type CommentRow = z.infer<typeof commentRowSchema>;

export const commentRows = defineCollection<CommentRow>({
  name: 'profile-comments',
  version: 1,
  schema: commentRowSchema,
  seed: () =>
    commentSeeds.map((seed, index) => ({
      id: index + 1,
      postId: seed.postId,
      userId: null,
      author: person(seed.author),
      comment: seed.comment,
      postedAt: null,
      minutesAgo: seed.minutesAgo,
      baseLikes: seed.baseLikes,
    })),
});
