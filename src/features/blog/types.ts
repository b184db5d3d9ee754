import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { isPictureAddress } from '@/lib/file-address';
import { textField } from '@/lib/form/text';
import { textSchema } from '@/lib/text-rules';
import { isSlug } from './slug';

/**
 * The blog's entities and calls (SPEC §3 "Blog", §7), with ours: the comment and the edit
 * saves. Every date is an instant (ISO 8601 with its zone), shown with `useFormat`.
 */

/** Posts a page of the list: 6 by default, or 9 (ours; the spec shows no size). */
export const POSTS_PER_PAGE = [6, 9] as const;

/** The blog's categories (a post's `tags`), shown translated (`blog:categories.<value>`). */
export const blogCategories = [
  'design',
  'product',
  'engineering',
  'data',
  'accessibility',
  'career',
] as const;
export const blogCategorySchema = z.enum(blogCategories);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** The icon each category is drawn with in the sidebar (a name the page knows). */
export const categoryIcons = [
  'PenTool',
  'Lightbulb',
  'Code',
  'ChartColumn',
  'Accessibility',
  'Briefcase',
] as const;
export const categoryIconSchema = z.enum(categoryIcons);
export type CategoryIcon = z.infer<typeof categoryIconSchema>;

/** Publicado, Rascunho, Agendado (SPEC §4 shows `Published`). */
export const blogStatuses = ['published', 'draft', 'scheduled'] as const;
export const blogStatusSchema = z.enum(blogStatuses);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** SPEC §3 Blog list item, plus (ours) its status. `comment` is the number of comments. */
export const blogListItemSchema = z.object({
  id: z.number(),
  img: z.string(),
  title: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
  blogPosted: instantSchema(),
  tags: z.array(blogCategorySchema),
  excerpt: z.string(),
  comment: z.number(),
  status: blogStatusSchema,
});
export type BlogListItem = z.infer<typeof blogListItemSchema>;

/** `GET /blog/list/data`: the page of posts and how many match over every page. */
export const blogListResponseSchema = z.object({
  posts: z.array(blogListItemSchema),
  total: z.number(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const recentPostSchema = z.object({
  id: z.number(),
  img: z.string(),
  title: z.string(),
  createdTime: instantSchema(),
});
export type RecentPost = z.infer<typeof recentPostSchema>;

/** `GET /blog/list/data/sidebar`: the newest posts and the categories (with, ours, a count). */
export const blogSidebarSchema = z.object({
  recentPosts: z.array(recentPostSchema),
  categories: z.array(
    z.object({ category: blogCategorySchema, icon: categoryIconSchema, count: z.number() }),
  ),
});
export type BlogSidebar = z.infer<typeof blogSidebarSchema>;

/** SPEC §3 comment (plain text, never HTML), with its id. */
export const blogCommentSchema = z.object({
  id: z.number(),
  avatar: z.string(),
  userFullName: z.string(),
  commentedAt: instantSchema(),
  commentText: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** `GET /blog/list/data/detail?id=`: the post (content is HTML: shown through SafeHtml). */
export const blogDetailSchema = z.object({
  blog: z.object({
    id: z.number(),
    img: z.string(),
    title: z.string(),
    avatar: z.string(),
    userFullName: z.string(),
    createdTime: instantSchema(),
    tags: z.array(blogCategorySchema),
    content: z.string(),
    comments: z.number(),
    bookmarked: z.boolean(),
    status: blogStatusSchema,
  }),
  comments: z.array(blogCommentSchema),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

/** The form's rules, the same in the form and in the call (translation keys as messages). */
const key = (name: string) => `blog:validation.${name}`;

/** Text of an HTML string: tags dropped, entities and spaces left as a person sees them. */
export const htmlHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** What the edit form sends (SPEC §3 Edit; `blogCategories` as their values). */
export const blogPostFieldsSchema = z.object({
  blogTitle: textField(3, 120, {
    required: key('titleRequired'),
    tooShort: key('titleTooShort'),
    tooLong: key('titleTooLong'),
  }),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key('slugRequired')),
      z.maxLength(120, key('slugTooLong')),
      z.refine(isSlug, key('slugFormat')),
    ),
  blogCategories: z
    .array(blogCategorySchema)
    .check(z.minLength(1, key('categoriesRequired')), z.maxLength(3, key('categoriesTooMany'))),
  status: blogStatusSchema,
  excerpt: textField(1, 300, { required: key('excerptRequired'), tooLong: key('excerptTooLong') }),
  /** A picture's address (a kept file, a path of this site, `https:`), never its bytes. */
  featuredImage: z
    .string()
    .check(z.maxLength(2048), z.refine(isPictureAddress, key('imageAddress'))),
  /** HTML written in the editor. */
  content: z
    .string()
    .check(
      z.maxLength(100_000, key('contentTooLong')),
      z.refine(htmlHasText, key('contentRequired')),
    ),
});
export type BlogPostFields = z.infer<typeof blogPostFieldsSchema>;

/** `POST /blog/list/data/edit` (ours): the fields, the post's id and the version it was opened at. */
export const blogEditBodySchema = z.extend(blogPostFieldsSchema, {
  id: z.number(),
  version: z.optional(z.number()),
});
export type BlogEditBody = z.infer<typeof blogEditBodySchema>;

/** `GET /blog/list/data/edit?id=` and the save's answer (SPEC §3 Edit, plus content, ours). */
export const blogEditSchema = z.object({
  id: z.number(),
  avatar: z.string(),
  userFullName: z.string(),
  createdTime: instantSchema(),
  blogTitle: z.string(),
  blogCategories: z.array(z.object({ value: blogCategorySchema, label: z.string() })),
  slug: z.string(),
  status: blogStatusSchema,
  excerpt: z.string(),
  featuredImage: z.string(),
  content: z.string(),
  /** The post's save count: sent back with a save, a stale one is refused (409). */
  version: z.optional(z.number()),
});
export type BlogEdit = z.infer<typeof blogEditSchema>;

/** What a person writes under a post: the comment form's rules, the call's too. */
export const commentFieldsSchema = z.object({
  name: textField(2, 80, {
    required: key('nameRequired'),
    tooShort: key('nameTooShort'),
    tooLong: key('nameTooLong'),
  }),
  email: z.string().check(z.trim(), z.minLength(1, key('emailRequired')), z.email(key('email'))),
  commentText: textSchema(2000, key('commentTooLong')).check(
    z.refine((text) => text.trim().length >= 2, key('commentRequired')),
  ),
});
export type CommentFields = z.infer<typeof commentFieldsSchema>;

/** `POST /blog/list/data/comment` (ours). */
export const commentBodySchema = z.extend(commentFieldsSchema, { blogId: z.number() });
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentAnswerSchema = z.object({ comment: blogCommentSchema });
