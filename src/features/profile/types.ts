import * as z from 'zod/mini';
import { textField } from '@/lib/form';

/**
 * The profile page's data and calls (SPEC §3 "Profile data", §7 `GET /profile/data`), with
 * ours: paging of the posts, liking a post or a comment, commenting, asking a suggested person
 * to connect and voting in the poll. Every signed-in user reads their own profile.
 */

/** Posts in each answer: the first page comes with `GET /profile/data`, the rest page by page. */
export const POSTS_PER_PAGE = 3;
export const COMMENT_MAX = 500;

/** Someone shown with a face: an author, a liker, a voter. */
export const personSchema = z.object({ name: z.string(), avatar: z.string() });
export type Person = z.infer<typeof personSchema>;

export const profileHeaderSchema = z.object({
  avatar: z.string(),
  /** The person's name as shown (the demo user's full name). */
  username: z.string(),
  designation: z.string(),
  coverImg: z.string(),
});
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;

export const userAboutSchema = z.object({
  about: z.string(),
  /** The day they joined, `YYYY-MM-DD`. */
  joined: z.string(),
  lives: z.string(),
  email: z.string(),
  website: z.string(),
});
export type UserAbout = z.infer<typeof userAboutSchema>;

/** A team, community or company page suggested to follow. */
export const suggestedPageSchema = z.object({
  id: z.number(),
  avatar: z.string(),
  username: z.string(),
  subtitle: z.string(),
});
export type SuggestedPage = z.infer<typeof suggestedPageSchema>;

export const twitterFeedSchema = z.object({
  id: z.number(),
  avatar: z.string(),
  name: z.string(),
  handle: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
});
export type TwitterFeed = z.infer<typeof twitterFeedSchema>;

export const commentSchema = z.object({
  id: z.number(),
  author: personSchema,
  comment: z.string(),
  /** An instant (ISO 8601). */
  time: z.string(),
  likes: z.number(),
  youLiked: z.boolean(),
});
export type PostComment = z.infer<typeof commentSchema>;

/**
 * A video post: its poster, its source (`null` while the demo has no video to play) and its
 * captions (a WebVTT address).
 */
export const postVideoSchema = z.object({
  poster: z.string(),
  src: z.nullable(z.string()),
  captions: z.string(),
});

export const postSchema = z.object({
  id: z.number(),
  author: personSchema,
  /** An instant (ISO 8601). */
  time: z.string(),
  text: z.string(),
  image: z.optional(z.string()),
  video: z.optional(postVideoSchema),
  /** Everyone who liked it. */
  likes: z.number(),
  youLiked: z.boolean(),
  /** Comments, all of them in `detailedComments`. */
  comments: z.number(),
  share: z.number(),
  /** A few of the people who liked it (the caller is never among them). */
  likedUsers: z.array(personSchema),
  /** The others who liked it: `likes` less `likedUsers`. */
  likedCount: z.number(),
  detailedComments: z.array(commentSchema),
});
export type Post = z.infer<typeof postSchema>;

export const photoSchema = z.object({ id: z.number(), img: z.string(), title: z.string() });
export type Photo = z.infer<typeof photoSchema>;

export const suggestionSchema = z.object({
  id: z.number(),
  avatar: z.string(),
  name: z.string(),
  mutualFriends: z.number(),
  /** Ours: the caller asked to connect. */
  requested: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const pollOptionSchema = z.object({
  /** Ours: what a vote names. */
  id: z.string(),
  name: z.string(),
  /** Share of the votes, a whole percentage (the options add up to 100 once anyone voted). */
  result: z.number(),
  /** Ours: how many voted for it. */
  votes: z.number(),
  /** A few who voted for it, the caller first when it is their vote. */
  votedUser: z.array(personSchema),
  /** Ours: the caller's vote. */
  youVoted: z.boolean(),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

/** The poll with its results, as `GET /profile/data` and the vote answer it. */
export const pollAnswerSchema = z.object({
  pollQuestion: z.string(),
  polls: z.array(pollOptionSchema),
});
export type PollAnswer = z.infer<typeof pollAnswerSchema>;

/** `GET /profile/data`: SPEC §3, the first page of posts, and ours `postsTotal`. */
export const profileDataSchema = z.object({
  header: profileHeaderSchema,
  userAbout: userAboutSchema,
  suggestedPages: z.array(suggestedPageSchema),
  twitterFeeds: z.array(twitterFeedSchema),
  posts: z.array(postSchema),
  postsTotal: z.number(),
  latestPhotos: z.array(photoSchema),
  suggestions: z.array(suggestionSchema),
  pollQuestion: z.string(),
  polls: z.array(pollOptionSchema),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/** `GET /profile/posts?page=` (ours). */
export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
});
export type PostsPage = z.infer<typeof postsPageSchema>;

/** `POST /profile/posts/{id}/like` and `POST /profile/comments/{id}/like` (ours). */
export const likeAnswerSchema = z.object({
  id: z.number(),
  likes: z.number(),
  likedCount: z.number(),
  youLiked: z.boolean(),
});
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** `POST /profile/suggestions/{id}/connect` (ours). */
export const connectAnswerSchema = z.object({ id: z.number(), requested: z.boolean() });

/** `POST /profile/poll/vote` (ours). */
export const voteBodySchema = z.object({ option: z.string() });

/** A comment as a person types it, the same in the form and in `POST …/comments` (ours). */
export const commentBodySchema = z.object({
  comment: textField(1, COMMENT_MAX, {
    required: 'profile:validation.commentRequired',
    tooLong: 'profile:validation.commentTooLong',
  }),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentAnswerSchema = z.object({ comment: commentSchema });
