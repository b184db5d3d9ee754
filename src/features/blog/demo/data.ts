import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { defineCollection } from '@/lib/demo/db';
import { createRandom } from '@/lib/demo/random';
import { people } from '@/sample-data/clients';
import {
  blogCategorySchema,
  blogStatusSchema,
  type BlogCategory,
  type CategoryIcon,
} from '../types';
import type { PostSample } from './sample-type';
import { designSamples } from './samples-design';
import { productSamples } from './samples-product';

/**
 * The blog as the demo database keeps it: our posts (written for this project, in
 * Portuguese) and their comments, shared by every user (a blog is public). Authors and
 * commenters are the people of `src/sample-data/`.
 */

const postRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  userFullName: z.string(),
  avatar: z.string(),
  createdTime: instantSchema(),
  tags: z.array(blogCategorySchema),
  status: blogStatusSchema,
  excerpt: z.string(),
  /** HTML as written: sanitised wherever it is shown. */
  content: z.string(),
  bookmarked: z.boolean(),
});
export type PostRow = z.infer<typeof postRowSchema>;

const commentRowSchema = z.object({
  id: z.number(),
  blogId: z.number(),
  avatar: z.string(),
  userFullName: z.string(),
  /** Kept, never shown to others. */
  email: z.string(),
  commentText: z.string(),
  commentedAt: instantSchema(),
});
export type CommentRow = z.infer<typeof commentRowSchema>;

/** The post that carries a script and an `onerror` image: pages must run neither. */
export const UNSAFE_POST_SLUG = 'seguranca-no-front-end-o-que-o-sanitizador-remove';

/** The categories' names in the API's language (the edit call's `[value, label]`). */
export const categoryLabels: Record<BlogCategory, string> = {
  design: 'Design',
  product: 'Produto',
  engineering: 'Engenharia',
  data: 'Dados',
  accessibility: 'Acessibilidade',
  career: 'Carreira',
};

export const categoryIconOf: Record<BlogCategory, CategoryIcon> = {
  design: 'PenTool',
  product: 'Lightbulb',
  engineering: 'Code',
  data: 'ChartColumn',
  accessibility: 'Accessibility',
  career: 'Briefcase',
};

const avatarOf = (index: number) => `/images/avatars/${(index % 24) + 1}.svg`;
const personOf = (index: number) => people[index % people.length] as string;

/** Oldest first: ids follow the order the posts were written in. */
const samples: PostSample[] = [...designSamples, ...productSamples].sort((a, b) =>
  a.createdTime.localeCompare(b.createdTime),
);

export function seedPosts(): PostRow[] {
  const random = createRandom(3201);
  return samples.map((sample, index) => ({
    id: index + 1,
    slug: sample.slug,
    title: sample.title,
    img: `/images/blog/${sample.slug}.svg`,
    userFullName: personOf(sample.author),
    avatar: avatarOf(sample.author),
    createdTime: sample.createdTime,
    tags: sample.tags,
    status: sample.status,
    excerpt: sample.excerpt,
    content: sample.content,
    bookmarked: random.bool(0.3),
  }));
}

const commentTexts = [
  'Excelente artigo! Vou compartilhar com o meu time ainda hoje.',
  'Passamos exatamente por isso no ano passado. Queria ter lido antes.',
  'Vocês poderiam escrever uma continuação com exemplos de código?',
  'Gostei muito da parte sobre medir antes de mudar.',
  'Concordo em quase tudo, mas acho que depende do tamanho da equipe.',
  'O checklist foi direto para a nossa wiki. Obrigada!',
  'Texto claro e objetivo. Dá vontade de aplicar amanhã mesmo.',
  'Como vocês convenceram a liderança a investir nisso?',
  'Ótima referência para quem está começando.',
  'A citação no meio do texto resume tudo.',
  'Fiquei curioso sobre as ferramentas que vocês usam no dia a dia.',
  'Já aplicamos algo parecido e os resultados apareceram em poucas semanas.',
];

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.')}@exemplo.com.br`;

const HOUR = 60 * 60 * 1000;

/** Up to four comments on each published post, from readers other than its author. */
export function seedComments(posts: readonly PostRow[] = seedPosts()): CommentRow[] {
  const random = createRandom(3202);
  const rows: CommentRow[] = [];
  for (const post of posts) {
    if (post.status !== 'published') continue;
    const count = random.int(0, 4);
    let at = Date.parse(post.createdTime);
    for (let n = 0; n < count; n += 1) {
      const reader = random.int(0, people.length - 1);
      const name = personOf(reader);
      at += random.int(2, 72) * HOUR;
      rows.push({
        id: rows.length + 1,
        blogId: post.id,
        avatar: random.bool(0.7) ? avatarOf(reader) : '',
        userFullName: name,
        email: emailOf(name),
        commentText: random.pick(commentTexts),
        commentedAt: new Date(at).toISOString(),
      });
    }
  }
  return rows;
}

export const postRows = defineCollection<PostRow>({
  name: 'blog-posts',
  version: 1,
  schema: postRowSchema,
  seed: seedPosts,
});

/** Comments, oldest first (each new one is added at the end). */
export const commentRows = defineCollection<CommentRow>({
  name: 'blog-comments',
  version: 1,
  schema: commentRowSchema,
  seed: () => seedComments(),
});
