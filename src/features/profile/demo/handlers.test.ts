import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  commentAnswerSchema,
  likeAnswerSchema,
  pollAnswerSchema,
  postsPageSchema,
  profileDataSchema,
  type ProfileData,
} from '../types';
import { commentRows, markRows, voteRows } from './handlers';
import { postSeeds } from './seed';
import { percentages } from './view';

// Account 1 is the administrator; account 2 the client, who may read Auth and nothing else.
const admin = demoApiClient(1);
const client = demoApiClient(2);

async function answer(response: Promise<Response>, status = 200): Promise<unknown> {
  const settled = await response;
  const body: unknown = await settled.json();
  expect(settled.status, JSON.stringify(body)).toBe(status);
  return body;
}

const profile = async (who = admin) =>
  profileDataSchema.parse(await answer(who.call('/profile/data')));
const postOf = (data: ProfileData, id: number) => data.posts.find((post) => post.id === id);
const option = (data: { polls: ProfileData['polls'] }, id: string) =>
  data.polls.find((candidate) => candidate.id === id);

describe('GET /profile/data', () => {
  it('answers SPEC §3 with the caller as the header, the first posts and our samples', async () => {
    const data = await profile();
    expect(data.header).toMatchObject({ username: 'Helena Duarte' });
    expect(data.header.designation).toBe('Designer de produto sênior');
    expect(data.userAbout).toMatchObject({ email: 'admin@demo.com', lives: 'São Paulo, SP' });
    expect(data.userAbout.joined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.posts.map((post) => post.id)).toEqual([1, 2, 3]);
    expect(data.postsTotal).toBe(postSeeds.length);
    expect(data.posts.some((post) => post.video)).toBe(true);
    expect(data.posts.some((post) => post.image)).toBe(true);
    expect(data.suggestedPages.length).toBeGreaterThanOrEqual(4);
    expect(data.twitterFeeds.length).toBeGreaterThanOrEqual(3);
    expect(data.latestPhotos).toHaveLength(9);
    expect(data.suggestions.every((item) => !item.requested && item.mutualFriends > 0)).toBe(true);
    expect(data.polls.map((item) => item.result).reduce((a, b) => a + b)).toBe(100);
    expect(data.polls.some((item) => item.youVoted)).toBe(false);
    const first = data.posts[0];
    expect(first?.detailedComments.length).toBe(first?.comments);
    expect(first?.likes).toBe((first?.likedCount ?? 0) + (first?.likedUsers.length ?? 0));
    expect(first?.youLiked).toBe(false);
  });

  it('draws every picture as a small SVG of ours', async () => {
    const data = await profile();
    const pictures = [
      data.header.coverImg,
      ...data.posts.flatMap((post) => [post.image ?? post.video?.poster ?? '']),
      ...data.latestPhotos.map((photo) => photo.img),
      ...data.suggestedPages.map((page) => page.avatar),
    ].filter(Boolean);
    expect(pictures.length).toBeGreaterThan(15);
    for (const picture of pictures) {
      expect(picture).toMatch(/^data:image\/svg\+xml,%3Csvg /);
      expect(picture.length).toBeLessThanOrEqual(3 * 1024);
    }
  });

  it('gives each signed-in user their own profile: the client reads theirs', async () => {
    const data = await profile(client);
    expect(data.header.username).toBe('Rafael Lima');
    expect(data.userAbout.email).toBe('client@demo.com');
    await answer(client.call('/profile/data?userId=2'));
  });

  it("refuses another user's profile (403) and a call without a token (401)", async () => {
    expect((await client.call('/profile/data?userId=1')).status).toBe(403);
    expect((await admin.call('/profile/posts?page=2&userId=2')).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/profile/data')).status).toBe(401);
  });
});

describe('GET /profile/posts (ours)', () => {
  const page = async (query: string) =>
    postsPageSchema.parse(await answer(admin.call(`/profile/posts${query}`)));

  it('pages the feed three at a time; a bad page is the first; past the end is empty', async () => {
    expect((await page('?page=2')).posts.map((post) => post.id)).toEqual([4, 5, 6]);
    const last = await page('?page=3');
    expect(last).toMatchObject({ page: 3, perPage: 3, total: postSeeds.length });
    expect(last.posts.map((post) => post.id)).toEqual([7, 8]);
    expect((await page('?page=abc')).posts.map((post) => post.id)).toEqual([1, 2, 3]);
    expect((await page('?page=0')).page).toBe(1);
    expect((await page('?page=9')).posts).toEqual([]);
  });
});

describe('POST /profile/posts/{id}/like (ours)', () => {
  const like = (who: typeof admin, id: number | string) =>
    who.call(`/profile/posts/${id}/like`, {});

  it("turns the caller's like over, keeps it, and counts it for everyone", async () => {
    const before = postOf(await profile(), 1);
    const liked = likeAnswerSchema.parse(await answer(like(admin, 1)));
    expect(liked).toEqual({
      id: 1,
      likes: (before?.likes ?? 0) + 1,
      likedCount: (before?.likedCount ?? 0) + 1,
      youLiked: true,
    });
    expect(postOf(await profile(), 1)).toMatchObject({ youLiked: true, likes: liked.likes });
    expect(await markRows.all()).toEqual([
      { id: '1:post:1', userId: '1', kind: 'post', targetId: 1, on: true },
    ]);
    // The client sees the administrator's like in the count, not as theirs.
    expect(postOf(await profile(client), 1)).toMatchObject({ youLiked: false, likes: liked.likes });
    const both = likeAnswerSchema.parse(await answer(like(client, 1)));
    expect(both).toMatchObject({ likes: liked.likes + 1, youLiked: true });

    const undone = likeAnswerSchema.parse(await answer(like(admin, 1)));
    expect(undone).toMatchObject({ likes: liked.likes, youLiked: false });
    expect(postOf(await profile(), 1)).toMatchObject({ youLiked: false });
  });

  it('answers 404 for an unknown post', async () => {
    expect((await like(admin, 99)).status).toBe(404);
    expect((await like(admin, 'abc')).status).toBe(404);
    expect(await markRows.all()).toEqual([]);
  });
});

describe('comments (ours)', () => {
  const comment = (id: number, body: unknown) => admin.call(`/profile/posts/${id}/comments`, body);

  it("adds a comment in the caller's name, cleaned, kept with the post's others", async () => {
    const before = postOf(await profile(), 2);
    const { comment: added } = commentAnswerSchema.parse(
      await answer(comment(2, { comment: '  Ficou ótimo,   parabéns!  ' }), 201),
    );
    expect(added).toMatchObject({
      comment: 'Ficou ótimo, parabéns!',
      author: { name: 'Helena Duarte' },
      likes: 0,
      youLiked: false,
    });
    const after = postOf(await profile(), 2);
    expect(after?.comments).toBe((before?.comments ?? 0) + 1);
    expect(after?.detailedComments.at(-1)).toEqual(added);
    expect((await commentRows.find(added.id))?.userId).toBe('1');
  });

  it('refuses an empty or too long comment (400) and an unknown post (404)', async () => {
    const count = (await commentRows.all()).length;
    expect((await comment(2, { comment: '   ' })).status).toBe(400);
    expect((await comment(2, { comment: 'a'.repeat(501) })).status).toBe(400);
    expect((await comment(2, {})).status).toBe(400);
    expect((await comment(99, { comment: 'Olá' })).status).toBe(404);
    expect(await commentRows.all()).toHaveLength(count);
  });

  it("turns the caller's like of a comment over; 404 for an unknown comment", async () => {
    const first = postOf(await profile(), 1)?.detailedComments[0];
    const liked = likeAnswerSchema.parse(
      await answer(admin.call(`/profile/comments/${first?.id}/like`, {})),
    );
    expect(liked).toMatchObject({ likes: (first?.likes ?? 0) + 1, youLiked: true });
    expect(postOf(await profile(), 1)?.detailedComments[0]).toMatchObject({ youLiked: true });
    expect((await admin.call('/profile/comments/999/like', {})).status).toBe(404);
  });
});

describe('POST /profile/suggestions/{id}/connect (ours)', () => {
  it('asks to connect and takes it back; 404 for an unknown suggestion', async () => {
    expect(await answer(admin.call('/profile/suggestions/2/connect', {}))).toEqual({
      id: 2,
      requested: true,
    });
    const data = await profile();
    expect(data.suggestions.find((item) => item.id === 2)?.requested).toBe(true);
    expect((await profile(client)).suggestions.every((item) => !item.requested)).toBe(true);
    expect(await answer(admin.call('/profile/suggestions/2/connect', {}))).toEqual({
      id: 2,
      requested: false,
    });
    expect((await admin.call('/profile/suggestions/77/connect', {})).status).toBe(404);
  });
});

describe('POST /profile/poll/vote (ours)', () => {
  const vote = (who: typeof admin, body: unknown) => who.call('/profile/poll/vote', body);

  it('records one vote per caller, moves it when voting again, and answers the results', async () => {
    const before = await profile();
    const first = pollAnswerSchema.parse(await answer(vote(admin, { option: 'escrita' })));
    expect(option(first, 'escrita')).toMatchObject({
      youVoted: true,
      votes: (option(before, 'escrita')?.votes ?? 0) + 1,
    });
    expect(option(first, 'escrita')?.votedUser[0]?.name).toBe('Helena Duarte');
    expect(first.polls.filter((item) => item.youVoted)).toHaveLength(1);
    expect(first.polls.reduce((sum, item) => sum + item.result, 0)).toBe(100);
    expect(option(await profile(), 'escrita')?.youVoted).toBe(true);

    const moved = pollAnswerSchema.parse(await answer(vote(admin, { option: 'pesquisa' })));
    expect(option(moved, 'escrita')).toMatchObject({
      youVoted: false,
      votes: option(before, 'escrita')?.votes,
    });
    expect(option(moved, 'pesquisa')).toMatchObject({
      youVoted: true,
      votes: (option(before, 'pesquisa')?.votes ?? 0) + 1,
    });
    expect((await voteRows.all()).map((row) => [row.id, row.option])).toEqual([['1', 'pesquisa']]);

    // The client votes too: counted for everyone, theirs alone marked for them.
    const theirs = pollAnswerSchema.parse(await answer(vote(client, { option: 'pesquisa' })));
    expect(option(theirs, 'pesquisa')?.votes).toBe((option(before, 'pesquisa')?.votes ?? 0) + 2);
    expect(option(theirs, 'pesquisa')?.votedUser[0]?.name).toBe('Rafael Lima');
    expect(option(await profile(), 'pesquisa')?.votedUser[0]?.name).toBe('Helena Duarte');
  });

  it('refuses an unknown option or a malformed body (400), storing nothing', async () => {
    const refused = await answer(vote(admin, { option: 'nenhuma' }), 400);
    expect(refused).toEqual({ error: { option: ['Not one of the allowed values.'] } });
    await answer(vote(admin, {}), 400);
    await answer(vote(admin, { option: 3 }), 400);
    expect(await voteRows.all()).toEqual([]);
  });
});

describe('percentages', () => {
  it('gives whole percentages that add up to 100, and zeros when nobody voted', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([14, 11, 8, 4]).reduce((a, b) => a + b)).toBe(100);
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([3, 0])).toEqual([100, 0]);
  });
});
