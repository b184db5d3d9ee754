import type { KbArticle, KbCard, KbGroup, KbQuestionLink } from '../types';
import type { ArticleSeed, CategorySeed } from './articles/article-seed';
import { contaESeguranca } from './articles/conta-e-seguranca';
import { equipesEPermissoes } from './articles/equipes-e-permissoes';
import { faturasEPagamentos } from './articles/faturas-e-pagamentos';
import { integracoesEApi } from './articles/integracoes-e-api';
import { personalizacao } from './articles/personalizacao';
import { primeirosPassos } from './articles/primeiros-passos';

/**
 * The knowledge base (ours, in Portuguese): six categories of Mirante's product help, each
 * with two groups of at most five articles. Read-only, so module constants: ids are given
 * here in reading order (cards 1–6, groups and questions counted through the whole base).
 */
const seeds: readonly CategorySeed[] = [
  primeirosPassos,
  contaESeguranca,
  faturasEPagamentos,
  integracoesEApi,
  personalizacao,
  equipesEPermissoes,
];

/** How many related questions an article lists. */
export const RELATED_LIMIT = 4;

interface StoredArticle extends ArticleSeed {
  id: number;
  groupId: number;
}

export interface KbCategory {
  card: KbCard;
  groups: KbGroup[];
  /** By slug, in reading order. */
  articles: Map<string, StoredArticle>;
}

const link = (article: StoredArticle): KbQuestionLink => ({
  id: article.id,
  question: article.question,
  slug: article.slug,
});

function build(): KbCategory[] {
  let groupId = 0;
  let questionId = 0;
  return seeds.map((seed, index) => {
    const articles = new Map<string, StoredArticle>();
    const groups = seed.groups.map(({ articles: written, ...group }) => {
      groupId += 1;
      const stored = written.map((article) => {
        questionId += 1;
        return { ...article, id: questionId, groupId };
      });
      for (const article of stored) articles.set(article.slug, article);
      return { id: groupId, ...group, questions: stored.map(link) };
    });
    const { category, img, title, desc } = seed;
    return { card: { id: index + 1, category, img, title, desc }, groups, articles };
  });
}

export const kbCategories: readonly KbCategory[] = build();

export const kbCards: readonly KbCard[] = kbCategories.map((category) => category.card);

export const findCategory = (slug: string) =>
  kbCategories.find((category) => category.card.category === slug);

/**
 * An article as the question call answers it: related are the other questions of its group,
 * then of its category's other groups, up to `RELATED_LIMIT`.
 */
export function articleOf(category: KbCategory, slug: string): KbArticle | undefined {
  const article = category.articles.get(slug);
  if (!article) return undefined;
  const others = [...category.articles.values()].filter((other) => other.slug !== slug);
  const related = [
    ...others.filter((other) => other.groupId === article.groupId),
    ...others.filter((other) => other.groupId !== article.groupId),
  ].slice(0, RELATED_LIMIT);
  return {
    title: article.question,
    lastUpdated: article.lastUpdated,
    relatedQuestions: related.map(link),
    content: article.content,
  };
}
