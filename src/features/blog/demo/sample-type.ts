import type { BlogCategory, BlogStatus } from '../types';

/** One of our sample posts, before it becomes a stored row (`data.ts`). */
export interface PostSample {
  slug: string;
  title: string;
  tags: BlogCategory[];
  /** Index of the author in `people` (`src/sample-data/clients.ts`). */
  author: number;
  createdTime: string;
  status: BlogStatus;
  excerpt: string;
  /** HTML, with headings, paragraphs, lists and a blockquote. */
  content: string;
}
