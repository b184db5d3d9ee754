import * as z from 'zod/mini';
import {
  blogCategorySchema,
  blogEditSchema,
  blogStatusSchema,
  type BlogEdit,
  type BlogPostFields,
} from '../types';

/** The form's values from a post as the edit call answers it. */
export const fieldsOf = (post: BlogEdit): BlogPostFields => ({
  blogTitle: post.blogTitle,
  slug: post.slug,
  blogCategories: post.blogCategories.map((category) => category.value),
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
  content: post.content,
});

/** A post as stored, as a refused save (409) carries it: its own field names. */
const storedPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  img: z.string(),
  userFullName: z.string(),
  avatar: z.string(),
  createdTime: z.string(),
  tags: z.array(blogCategorySchema),
  status: blogStatusSchema,
  excerpt: z.string(),
  content: z.string(),
  version: z.number(),
});

/**
 * The post a refused save found (`useSaveBase`'s `parse`), in the edit call's shape, or
 * `undefined`. The categories' names are the page's own (`blog:categories.*`).
 */
export function parseCurrentPost(value: unknown): BlogEdit | undefined {
  const edit = blogEditSchema.safeParse(value);
  if (edit.success) return edit.data;
  const stored = storedPostSchema.safeParse(value);
  if (!stored.success) return undefined;
  const row = stored.data;
  return {
    id: row.id,
    avatar: row.avatar,
    userFullName: row.userFullName,
    createdTime: row.createdTime,
    blogTitle: row.title,
    blogCategories: row.tags.map((tag) => ({ value: tag, label: tag })),
    slug: row.slug,
    status: row.status,
    excerpt: row.excerpt,
    featuredImage: row.img,
    content: row.content,
    version: row.version,
  };
}
