import { HttpResponse } from 'msw';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { forgetFile } from '@/lib/demo/files';
import { defineListSpec, filter, queryList } from '@/lib/demo/list';
import {
  blogCategories,
  blogCategorySchema,
  blogEditBodySchema,
  commentBodySchema,
  POSTS_PER_PAGE,
} from '../types';
import {
  categoryIconOf,
  categoryLabels,
  commentRows,
  postRows,
  type CommentRow,
  type PostRow,
} from './data';

export { commentRows, postRows, UNSAFE_POST_SLUG } from './data';

/** Reading needs `read Page`; a comment `create Page`; an edit `update Page`. */
const api = demoApi('Page');

/** The list: `q` in the title, excerpt and categories (accent-blind), `category`, newest first. */
export const blogList = defineListSpec<PostRow>()({
  search: [
    (post) => post.title,
    (post) => post.excerpt,
    (post) => post.tags.flatMap((tag) => [tag, categoryLabels[tag]]),
  ],
  filters: { category: filter.includes((post: PostRow) => post.tags, blogCategorySchema) },
  sortColumns: { blogPosted: (post) => post.createdTime },
  defaultSort: { column: 'blogPosted', direction: 'desc' },
  perPage: { default: POSTS_PER_PAGE[0], choices: POSTS_PER_PAGE },
});

const RECENT_POSTS = 4;

const commentCounts = (comments: readonly CommentRow[]) => {
  const counts = new Map<number, number>();
  for (const comment of comments) counts.set(comment.blogId, (counts.get(comment.blogId) ?? 0) + 1);
  return counts;
};

const toComment = ({ id, avatar, userFullName, commentedAt, commentText }: CommentRow) => ({
  id,
  avatar,
  userFullName,
  commentedAt,
  commentText,
});

/** The post a `?id=` names, or `undefined` (a missing or malformed id names none). */
async function postOf(request: Request): Promise<PostRow | undefined> {
  const raw = new URL(request.url).searchParams.get('id') ?? '';
  return /^\d+$/.test(raw) ? postRows.find(Number(raw)) : undefined;
}

/** The edit call's answer: SPEC §3 Edit, plus the content and the version a save sends back. */
const toEdit = (post: PostRow) => ({
  id: post.id,
  avatar: post.avatar,
  userFullName: post.userFullName,
  createdTime: post.createdTime,
  blogTitle: post.title,
  blogCategories: post.tags.map((value) => ({ value, label: categoryLabels[value] })),
  slug: post.slug,
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.img,
  content: post.content,
  version: postRows.versionOf(post.id) ?? 1,
});

const readHandlers = [
  api.get('/blog/list/data', async ({ request }) => {
    const [posts, comments] = await Promise.all([postRows.all(), commentRows.all()]);
    const { rows, total } = queryList(request, posts, blogList);
    const counts = commentCounts(comments);
    return HttpResponse.json({
      posts: rows.map((post) => ({
        id: post.id,
        img: post.img,
        title: post.title,
        avatar: post.avatar,
        userFullName: post.userFullName,
        blogPosted: post.createdTime,
        tags: post.tags,
        excerpt: post.excerpt,
        comment: counts.get(post.id) ?? 0,
        status: post.status,
      })),
      total,
    });
  }),

  // The newest published posts, and every category with how many posts it holds.
  api.get('/blog/list/data/sidebar', async () => {
    const posts = await postRows.all();
    const recentPosts = posts
      .filter((post) => post.status === 'published')
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime))
      .slice(0, RECENT_POSTS)
      .map(({ id, img, title, createdTime }) => ({ id, img, title, createdTime }));
    const categories = blogCategories.map((category) => ({
      category,
      icon: categoryIconOf[category],
      count: posts.filter((post) => post.tags.includes(category)).length,
    }));
    return HttpResponse.json({ recentPosts, categories });
  }),

  api.get('/blog/list/data/detail', async ({ request }) => {
    const post = await postOf(request);
    if (!post) return notFound();
    const comments = (await commentRows.all()).filter((comment) => comment.blogId === post.id);
    return HttpResponse.json({
      blog: {
        id: post.id,
        img: post.img,
        title: post.title,
        avatar: post.avatar,
        userFullName: post.userFullName,
        createdTime: post.createdTime,
        tags: post.tags,
        content: post.content,
        comments: comments.length,
        bookmarked: post.bookmarked,
        status: post.status,
      },
      comments: comments.map(toComment),
    });
  }),

  api.get('/blog/list/data/edit', async ({ request }) => {
    const post = await postOf(request);
    return post ? HttpResponse.json(toEdit(post)) : notFound();
  }),
];

const slugTaken = { slug: ['This slug is already used by another post.'] };

const writeHandlers = [
  // Ours: a comment, in the name and e-mail typed, with the caller's picture; the thread's end.
  api.post('/blog/list/data/comment', async ({ request, caller }) => {
    const body = await readBody(request, commentBodySchema);
    if (!body) return invalidBody(request);
    if (!(await postRows.find(body.blogId))) return notFound();
    const row = await commentRows.insert((id) => ({
      id,
      blogId: body.blogId,
      avatar: caller.profile.avatar,
      userFullName: body.name,
      email: body.email,
      commentText: body.commentText.trim(),
      commentedAt: new Date().toISOString(),
    }));
    return HttpResponse.json({ comment: toComment(row) }, { status: 201 });
  }),

  // Ours: the edit form's save. The slug is the post's address: no two posts share one.
  api.post(
    '/blog/list/data/edit',
    async ({ request }) => {
      const body = await readBody(request, blogEditBodySchema);
      if (!body) return invalidBody(request);
      const current = await postRows.find(body.id);
      if (!current) return notFound();
      const posts = await postRows.all();
      if (posts.some((post) => post.id !== body.id && post.slug === body.slug)) {
        return badRequest(slugTaken);
      }
      const saved = await postRows.update(
        body.id,
        {
          title: body.blogTitle,
          slug: body.slug,
          tags: body.blogCategories,
          status: body.status,
          excerpt: body.excerpt,
          img: body.featuredImage,
          content: body.content,
        },
        body.version,
      );
      if (!saved) return notFound();
      // A replaced or removed picture the demo kept is kept no longer.
      if (saved.img !== current.img) await forgetFile(current.img);
      return HttpResponse.json(toEdit(saved));
    },
    'update',
  ),
];

export const blogHandlers = [...readHandlers, ...writeHandlers];
