import type { DemoCaller } from '@/lib/demo/api';
import type { Person, PollAnswer, Post, PostComment, Suggestion } from '../types';
import type { CommentRow, Marks, VoteRow } from './data';
import { person, pollQuestion, pollSeeds, postSeeds, suggestionSeeds, type PostSeed } from './seed';

/** The records as the caller sees them: counts of everyone, the caller's own marks. */

const minutesBefore = (now: number, minutes: number) =>
  new Date(now - minutes * 60_000).toISOString();

export const callerPerson = (caller: DemoCaller): Person => ({
  name: caller.profile.name,
  avatar: caller.profile.avatar,
});

export function commentView(row: CommentRow, marks: Marks, now: number): PostComment {
  return {
    id: row.id,
    author: row.author,
    comment: row.comment,
    time: row.postedAt ?? minutesBefore(now, row.minutesAgo),
    likes: row.baseLikes + marks.count('comment', row.id),
    youLiked: marks.mine('comment', row.id),
  };
}

/** A post's like counts: `likes` for everyone, `likedCount` for those not named. */
export function likesOf(seed: PostSeed, marks: Marks) {
  const likes = seed.baseLikes + seed.likedBy.length + marks.count('post', seed.id);
  return { likes, likedCount: likes - seed.likedBy.length, youLiked: marks.mine('post', seed.id) };
}

export function postView(
  seed: PostSeed,
  comments: readonly CommentRow[],
  marks: Marks,
  now: number,
): Post {
  const own = comments
    .filter((row) => row.postId === seed.id)
    .map((row) => commentView(row, marks, now))
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return {
    id: seed.id,
    author: person(seed.author),
    time: minutesBefore(now, seed.minutesAgo),
    text: seed.text,
    ...(seed.image ? { image: seed.image } : {}),
    ...(seed.video ? { video: seed.video } : {}),
    ...likesOf(seed, marks),
    comments: own.length,
    share: seed.share,
    likedUsers: seed.likedBy.map(person),
    detailedComments: own,
  };
}

/** Posts `page` (from 1) of the feed, `perPage` a page. */
export function postsPage(
  page: number,
  perPage: number,
  comments: readonly CommentRow[],
  marks: Marks,
  now = Date.now(),
): Post[] {
  return postSeeds
    .slice((page - 1) * perPage, page * perPage)
    .map((seed) => postView(seed, comments, marks, now));
}

export function suggestionsView(marks: Marks): Suggestion[] {
  return suggestionSeeds.map(({ id, person: index, mutualFriends }) => ({
    id,
    ...person(index),
    mutualFriends,
    requested: marks.mine('suggestion', id),
  }));
}

/**
 * Whole percentages that add up to 100 (largest remainders), so the bars never show 101 %.
 * Nobody voted: all 0.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const result = exact.map(Math.floor);
  let left = 100 - result.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

const VOTERS_SHOWN = 4;

/** The poll with everyone's votes, the caller's marked and shown first among its voters. */
export function pollView(votes: readonly VoteRow[], callerId: string): PollAnswer {
  const mine = votes.find((vote) => vote.id === callerId);
  const counts = pollSeeds.map(
    (option) => option.baseVotes + votes.filter((vote) => vote.option === option.id).length,
  );
  const results = percentages(counts);
  return {
    pollQuestion,
    polls: pollSeeds.map((option, index) => {
      const callers = votes
        .filter((vote) => vote.option === option.id)
        .sort((a, b) => Number(b.id === callerId) - Number(a.id === callerId))
        .map((vote) => vote.voter);
      return {
        id: option.id,
        name: option.name,
        result: results[index] ?? 0,
        votes: counts[index] ?? 0,
        votedUser: [...callers, ...option.voters.map(person)].slice(0, VOTERS_SHOWN),
        youVoted: mine?.option === option.id,
      };
    }),
  };
}
