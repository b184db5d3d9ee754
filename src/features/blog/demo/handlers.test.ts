import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  blogCategories,
  blogDetailSchema,
  blogEditSchema,
  blogListResponseSchema,
  blogPostFieldsSchema,
  blogSidebarSchema,
  commentAnswerSchema,
  type BlogEdit,
} from '../types';
import { commentRows, postRows, seedComments, seedPosts, UNSAFE_POST_SLUG } from './data';

const { call } = demoApiClient();

async function answer(response: Promise<Response>, status = 200): Promise<unknown> {
  const settled = await response;
  const body: unknown = await settled.json();
  if (settled.status !== status) {
    throw new Error(`Expected ${status}, got ${settled.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

const list = async (query = '') =>
  blogListResponseSchema.parse(await answer(call(`/blog/list/data${query}`)));
const posts = seedPosts();
const newestFirst = [...posts].sort((a, b) => b.createdTime.localeCompare(a.createdTime));

const editOf = async (id: number) =>
  blogEditSchema.parse(await answer(call(`/blog/list/data/edit?id=${id}`)));
const saveBody = (post: BlogEdit, change: Record<string, unknown> = {}) => ({
  id: post.id,
  version: post.version,
  blogTitle: post.blogTitle,
  slug: post.slug,
  blogCategories: post.blogCategories.map((category) => category.value),
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
  content: post.content,
  ...change,
});

describe('blog sample data', () => {
  it('holds at least twelve posts of ours, each valid, with unique slugs and a picture', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    const pictures = Object.keys(import.meta.glob('/public/images/blog/*.svg')).map((path) =>
      path.replace('/public', ''),
    );
    for (const post of posts) {
      expect(pictures).toContain(post.img);
      expect(post.content).toContain('<h2>');
      expect(post.content).toMatch(/<ul>|<ol>/);
      expect(post.content).toContain('<blockquote>');
      const fields = {
        blogTitle: post.title,
        slug: post.slug,
        blogCategories: post.tags,
        status: post.status,
        excerpt: post.excerpt,
        featuredImage: post.img,
        content: post.content,
      };
      expect(blogPostFieldsSchema.safeParse(fields).success, post.title).toBe(true);
    }
    for (const category of blogCategories) {
      expect(
        posts.some((post) => post.tags.includes(category)),
        category,
      ).toBe(true);
    }
    const unsafe = posts.find((post) => post.slug === UNSAFE_POST_SLUG);
    expect(unsafe?.content).toContain('<script>');
    expect(unsafe?.content).toContain('onerror=');
    expect(seedComments().every((comment) => comment.blogId <= posts.length)).toBe(true);
  });
});

describe('GET /blog/list/data', () => {
  it('answers six posts a page, newest first, with the total and comment counts', async () => {
    const first = await list();
    expect(first.total).toBe(posts.length);
    expect(first.posts.map((post) => post.id)).toEqual(newestFirst.slice(0, 6).map((p) => p.id));
    const comments = seedComments();
    for (const post of first.posts) {
      expect(post.comment).toBe(comments.filter((comment) => comment.blogId === post.id).length);
      expect(post.blogPosted).toBe(posts.find((p) => p.id === post.id)?.createdTime);
    }
  });

  it('pages by 6 or 9, and falls back to 6 for another size', async () => {
    expect((await list('?perPage=9')).posts).toHaveLength(9);
    expect((await list('?perPage=50')).posts).toHaveLength(6);
    const third = await list('?page=3');
    expect(third.posts.map((post) => post.id)).toEqual(newestFirst.slice(12, 18).map((p) => p.id));
    expect((await list('?page=99')).posts).toEqual([]);
    expect((await list('?page=abc')).posts).toHaveLength(6);
  });

  it('searches the title, excerpt and categories, case- and accent-blind', async () => {
    const byTitle = await list('?q=ACESSIBILIDADE%20COMECA');
    expect(byTitle.posts.map((post) => post.title)).toEqual(['Acessibilidade começa no teclado']);
    const byExcerpt = await list('?q=cinco%20entrevistas');
    expect(byExcerpt.total).toBe(1);
    const byCategory = await list('?q=carreira&perPage=9');
    expect(byCategory.total).toBe(posts.filter((post) => post.tags.includes('career')).length);
    expect((await list('?q=nada-disso-existe')).total).toBe(0);
  });

  it('filters by category, with the search, and ignores an unknown one', async () => {
    const data = await list('?category=data&perPage=9');
    const expected = posts.filter((post) => post.tags.includes('data'));
    expect(data.total).toBe(expected.length);
    expect(data.posts.every((post) => post.tags.includes('data'))).toBe(true);
    const both = await list('?category=engineering&q=testing');
    expect(both.posts.map((post) => post.title)).toEqual([
      'Testes que leem como gente: Testing Library na prática',
    ]);
    expect((await list('?category=culinaria')).total).toBe(posts.length);
  });
});

describe('GET /blog/list/data/sidebar', () => {
  it('answers the four newest published posts and every category with its count', async () => {
    const sidebar = blogSidebarSchema.parse(await answer(call('/blog/list/data/sidebar')));
    const published = newestFirst.filter((post) => post.status === 'published');
    expect(sidebar.recentPosts.map((post) => post.id)).toEqual(
      published.slice(0, 4).map((post) => post.id),
    );
    expect(sidebar.categories.map((entry) => entry.category)).toEqual([...blogCategories]);
    for (const entry of sidebar.categories) {
      expect(entry.count).toBe(posts.filter((post) => post.tags.includes(entry.category)).length);
    }
  });
});

describe('GET /blog/list/data/detail', () => {
  it('answers the post and its comments, oldest first', async () => {
    const post = posts.find((p) => seedComments().filter((c) => c.blogId === p.id).length > 1)!;
    const detail = blogDetailSchema.parse(
      await answer(call(`/blog/list/data/detail?id=${post.id}`)),
    );
    expect(detail.blog.title).toBe(post.title);
    expect(detail.blog.content).toBe(post.content);
    expect(detail.blog.comments).toBe(detail.comments.length);
    const times = detail.comments.map((comment) => comment.commentedAt);
    expect(times).toEqual([...times].sort());
  });

  it('answers 404 for an unknown, missing or malformed id', async () => {
    await answer(call('/blog/list/data/detail?id=9999'), 404);
    await answer(call('/blog/list/data/detail'), 404);
    await answer(call('/blog/list/data/detail?id=1abc'), 404);
  });
});

describe('GET /blog/list/data/edit', () => {
  it('answers the post as the form opens it, with its categories named and its version', async () => {
    const post = posts[0]!;
    const edit = await editOf(post.id);
    expect(edit).toMatchObject({
      blogTitle: post.title,
      slug: post.slug,
      status: post.status,
      featuredImage: post.img,
      userFullName: post.userFullName,
    });
    expect(edit.blogCategories.map((entry) => entry.value)).toEqual(post.tags);
    expect(edit.blogCategories.every((entry) => entry.label.length > 0)).toBe(true);
    expect(edit.version).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    await answer(call('/blog/list/data/edit?id=9999'), 404);
  });
});

describe('POST /blog/list/data/comment', () => {
  const comment = { blogId: 1, name: 'Marina Costa', email: 'marina@exemplo.com.br' };

  it('keeps a comment at the end of the thread and answers it (201)', async () => {
    const saved = commentAnswerSchema.parse(
      await answer(
        call('/blog/list/data/comment', { ...comment, commentText: '  Muito útil, obrigada!  ' }),
        201,
      ),
    );
    expect(saved.comment).toMatchObject({
      userFullName: 'Marina Costa',
      commentText: 'Muito útil, obrigada!',
    });
    const detail = blogDetailSchema.parse(await answer(call('/blog/list/data/detail?id=1')));
    expect(detail.comments.at(-1)).toEqual(saved.comment);
    const stored = (await commentRows.all()).at(-1);
    expect(stored?.email).toBe('marina@exemplo.com.br');
    expect(JSON.stringify(detail)).not.toContain('marina@exemplo.com.br');
  });

  it('refuses a bad e-mail, a short name or an empty comment (400, by field), and an unknown post (404)', async () => {
    const refused = (await answer(
      call('/blog/list/data/comment', { blogId: 1, name: 'M', email: 'marina', commentText: ' ' }),
      400,
    )) as { error: Record<string, string[]> };
    expect(Object.keys(refused.error).sort()).toEqual(['commentText', 'email', 'name']);
    await answer(
      call('/blog/list/data/comment', { ...comment, blogId: 9999, commentText: 'Oi!' }),
      404,
    );
  });
});

describe('POST /blog/list/data/edit', () => {
  it('saves the fields; the detail and the list show them', async () => {
    const edit = await editOf(2);
    const saved = blogEditSchema.parse(
      await answer(
        call(
          '/blog/list/data/edit',
          saveBody(edit, {
            blogTitle: 'Um título novo',
            slug: 'um-titulo-novo',
            blogCategories: ['career'],
            content: '<h2>Novo</h2><p>Conteúdo novo.</p>',
          }),
        ),
      ),
    );
    expect(saved).toMatchObject({
      blogTitle: 'Um título novo',
      slug: 'um-titulo-novo',
      version: 2,
    });
    const detail = blogDetailSchema.parse(await answer(call('/blog/list/data/detail?id=2')));
    expect(detail.blog.title).toBe('Um título novo');
    expect(detail.blog.content).toBe('<h2>Novo</h2><p>Conteúdo novo.</p>');
    const found = await list('?q=um%20titulo%20novo');
    expect(found.posts.map((post) => [post.id, post.tags])).toEqual([[2, ['career']]]);
  });

  it('refuses what the form refuses (400, by field)', async () => {
    const edit = await editOf(3);
    const refused = (await answer(
      call(
        '/blog/list/data/edit',
        saveBody(edit, {
          blogTitle: '',
          slug: 'Não É Slug',
          blogCategories: [],
          content: '<p> </p>',
          featuredImage: 'data:image/png;base64,AAAA',
        }),
      ),
      400,
    )) as { error: Record<string, string[]> };
    expect(Object.keys(refused.error).sort()).toEqual([
      'blogCategories',
      'blogTitle',
      'content',
      'featuredImage',
      'slug',
    ]);
  });

  it('refuses a slug another post has (400 naming slug), a stale version (409) and an unknown post (404)', async () => {
    const edit = await editOf(3);
    const taken = (await answer(
      call('/blog/list/data/edit', saveBody(edit, { slug: posts[0]!.slug })),
      400,
    )) as { error: Record<string, string[]> };
    expect(Object.keys(taken.error)).toEqual(['slug']);
    expect((await postRows.find(3))?.slug).toBe(edit.slug);

    await answer(call('/blog/list/data/edit', saveBody(edit, { excerpt: 'Primeira.' })));
    const stale = (await answer(
      call('/blog/list/data/edit', saveBody(edit, { excerpt: 'Segunda.' })),
      409,
    )) as { current: { excerpt: string } };
    expect(stale.current.excerpt).toBe('Primeira.');

    await answer(call('/blog/list/data/edit', saveBody(edit, { id: 9999 })), 404);
  });
});
