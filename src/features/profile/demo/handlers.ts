import { HttpResponse } from 'msw';
import {
  badRequest,
  demoApi,
  forbidden,
  invalidBody,
  notFound,
  readBody,
  type DemoCaller,
} from '@/lib/demo/api';
import { commentBodySchema, POSTS_PER_PAGE, voteBodySchema } from '../types';
import { castVote, commentRows, marksSeenBy, toggleMark, voteRows } from './data';
import {
  latestPhotos,
  pollSeeds,
  postSeeds,
  profileSeed,
  suggestedPages,
  twitterFeeds,
} from './seed';
import { callerPerson, commentView, likesOf, pollView, postsPage, suggestionsView } from './view';

export { commentRows, markRows, voteRows } from './data';

/**
 * The profile's calls (SPEC §7 `GET /profile/data`, the rest ours). Every signed-in user, the
 * client included, reads and marks their own profile: each call needs only `read Auth`; asking
 * for another user's (`?userId=`) is refused (403).
 */
const api = demoApi('Auth');

/** The 403 for a call naming another user than the caller, or `null`. */
function othersData(request: Request, caller: DemoCaller) {
  const userId = new URL(request.url).searchParams.get('userId');
  return userId !== null && userId !== caller.id ? forbidden() : null;
}

/** A whole page number from 1; anything else is page 1. */
function pageOf(request: Request) {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const postIdOf = (text: string | undefined) => {
  const id = Number(text);
  return postSeeds.find((seed) => seed.id === id);
};

export const profileHandlers = [
  api.get('/profile/data', async ({ request, caller }) => {
    const refused = othersData(request, caller);
    if (refused) return refused;
    const marks = await marksSeenBy(caller.id);
    const comments = await commentRows.all();
    return HttpResponse.json({
      header: {
        avatar: caller.profile.avatar,
        username: caller.profile.name,
        designation: profileSeed.designation,
        coverImg: profileSeed.coverImg,
      },
      userAbout: {
        about: profileSeed.about,
        joined: profileSeed.joined,
        lives: profileSeed.lives,
        email: caller.profile.email,
        website: profileSeed.website,
      },
      suggestedPages,
      twitterFeeds,
      posts: postsPage(1, POSTS_PER_PAGE, comments, marks),
      postsTotal: postSeeds.length,
      latestPhotos,
      suggestions: suggestionsView(marks),
      ...pollView(await voteRows.all(), caller.id),
    });
  }),

  // Ours: the feed page by page (the first one comes with the profile's data).
  api.get('/profile/posts', async ({ request, caller }) => {
    const refused = othersData(request, caller);
    if (refused) return refused;
    const page = pageOf(request);
    const marks = await marksSeenBy(caller.id);
    return HttpResponse.json({
      posts: postsPage(page, POSTS_PER_PAGE, await commentRows.all(), marks),
      page,
      perPage: POSTS_PER_PAGE,
      total: postSeeds.length,
    });
  }),

  // Ours: the caller's like, turned over. A mark on one's own profile needs only `read Auth`.
  api.post<{ id: string }>(
    '/profile/posts/:id/like',
    async ({ params, caller }) => {
      const seed = postIdOf(params.id);
      if (!seed) return notFound();
      await toggleMark(caller.id, 'post', seed.id);
      return HttpResponse.json({ id: seed.id, ...likesOf(seed, await marksSeenBy(caller.id)) });
    },
    'read',
  ),

  api.post<{ id: string }>(
    '/profile/comments/:id/like',
    async ({ params, caller }) => {
      const row = await commentRows.find(Number(params.id));
      if (!row) return notFound();
      await toggleMark(caller.id, 'comment', row.id);
      const { id, likes, youLiked } = commentView(row, await marksSeenBy(caller.id), Date.now());
      return HttpResponse.json({ id, likes, likedCount: likes, youLiked });
    },
    'read',
  ),

  // Ours: a comment in the caller's name, kept with the post's others.
  api.post<{ id: string }>(
    '/profile/posts/:id/comments',
    async ({ params, request, caller }) => {
      const seed = postIdOf(params.id);
      if (!seed) return notFound();
      const body = await readBody(request, commentBodySchema);
      if (!body) return invalidBody(request);
      const row = await commentRows.insert((id) => ({
        id,
        postId: seed.id,
        userId: caller.id,
        author: callerPerson(caller),
        comment: body.comment,
        postedAt: new Date().toISOString(),
        minutesAgo: 0,
        baseLikes: 0,
      }));
      const comment = commentView(row, await marksSeenBy(caller.id), Date.now());
      return HttpResponse.json({ comment }, { status: 201 });
    },
    'read',
  ),

  api.post<{ id: string }>(
    '/profile/suggestions/:id/connect',
    async ({ params, caller }) => {
      const id = Number(params.id);
      if (!suggestionsView(await marksSeenBy(caller.id)).some((item) => item.id === id)) {
        return notFound();
      }
      return HttpResponse.json({ id, requested: await toggleMark(caller.id, 'suggestion', id) });
    },
    'read',
  ),

  // Ours: one vote per caller; voting again moves it.
  api.post(
    '/profile/poll/vote',
    async ({ request, caller }) => {
      const body = await readBody(request, voteBodySchema);
      if (!body) return invalidBody(request);
      if (!pollSeeds.some((option) => option.id === body.option)) {
        return badRequest({ option: ['Not one of the allowed values.'] });
      }
      await castVote({
        id: caller.id,
        option: body.option,
        votedAt: new Date().toISOString(),
        voter: callerPerson(caller),
      });
      return HttpResponse.json(pollView(await voteRows.all(), caller.id));
    },
    'read',
  ),
];
