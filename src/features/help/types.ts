import * as z from 'zod/mini';

/**
 * The help centre's shapes (SPEC §3 "Pricing plan and FAQ", "Knowledge base"; §7): the FAQ's
 * groups of questions, the knowledge base's category cards, a category's groups and an
 * article. Icons are lucide names and colours Mantine colour names, both from data: the
 * interface draws a neutral icon or colour for a name it does not know.
 */

/** An FAQ entry: the question and its answer (plain text). */
export const faqQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  ans: z.string(),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

/** A group of the FAQ (Pagamento, Entrega…): `id` is its slug. */
export const faqGroupSchema = z.object({
  id: z.string(),
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  questions: z.array(faqQuestionSchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** GET /faq/data?q=: the groups with a matching question, each with only those. */
export const faqResponseSchema = z.array(faqGroupSchema);

/** A knowledge-base category's card; `category` is its slug, `img` its illustration's name. */
export const kbCardSchema = z.object({
  id: z.number(),
  category: z.string(),
  img: z.string(),
  title: z.string(),
  desc: z.string(),
});
export type KbCard = z.infer<typeof kbCardSchema>;

/** GET /faq/data/knowledge_base: the six cards. */
export const kbCardsResponseSchema = z.array(kbCardSchema);

/** A question as a link: its id, its words and its slug (unique in its category). */
export const kbQuestionLinkSchema = z.object({
  id: z.number(),
  question: z.string(),
  slug: z.string(),
});
export type KbQuestionLink = z.infer<typeof kbQuestionLinkSchema>;

/** A group of a category's questions, at most five. */
export const kbGroupSchema = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  iconColor: z.string(),
  questions: z.array(kbQuestionLinkSchema).check(z.maxLength(5)),
});
export type KbGroup = z.infer<typeof kbGroupSchema>;

/** GET /faq/data/knowledge_base/category?category=: the category's groups. */
export const kbCategoryResponseSchema = z.array(kbGroupSchema);

/** GET /faq/data/knowledge_base/question?category=&question=: one article. */
export const kbArticleSchema = z.object({
  title: z.string(),
  /** A day, `YYYY-MM-DD`. */
  lastUpdated: z.string(),
  relatedQuestions: z.array(kbQuestionLinkSchema),
  /** HTML: shown only through `SafeHtml`. */
  content: z.string(),
});
export type KbArticle = z.infer<typeof kbArticleSchema>;
