import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  faqResponseSchema,
  kbArticleSchema,
  kbCardsResponseSchema,
  kbCategoryResponseSchema,
} from '../types';
import { UNSAFE_ARTICLE_SLUG } from './articles/integracoes-e-api';
import { faqGroups } from './faq-data';
import { kbCategories, RELATED_LIMIT } from './kb-data';

const { call, signOut } = demoApiClient();

async function json(path: string, status = 200): Promise<unknown> {
  const response = await call(path);
  expect(response.status, path).toBe(status);
  return response.json();
}

const faq = async (q?: string) =>
  faqResponseSchema.parse(
    await json(`/faq/data${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`),
  );
const questionsOf = (groups: { questions: { question: string }[] }[]) =>
  groups.flatMap((group) => group.questions.map((item) => item.question));

const category = (slug: string) =>
  `/faq/data/knowledge_base/category?category=${encodeURIComponent(slug)}`;
const question = (slug: string, q: string) =>
  `/faq/data/knowledge_base/question?category=${encodeURIComponent(slug)}&question=${encodeURIComponent(q)}`;

describe('GET /faq/data', () => {
  it('answers every group, each with its icon, title, subtitle and questions', async () => {
    const groups = await faq();
    expect(groups.map((group) => group.title)).toEqual([
      'Pagamento',
      'Entrega',
      'Cancelamento e devolução',
      'Meus pedidos',
      'Produtos e serviços',
    ]);
    for (const group of groups) {
      expect(group.icon).not.toBe('');
      expect(group.subtitle).not.toBe('');
      expect(group.questions.length).toBeGreaterThanOrEqual(3);
    }
    const ids = groups.flatMap((group) => group.questions.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await faq('')).toEqual(groups);
  });

  it('narrows by the question text and drops the groups left empty', async () => {
    const groups = await faq('parcelar');
    expect(groups.map((group) => group.id)).toEqual(['pagamento']);
    expect(questionsOf(groups)).toEqual(['Posso parcelar minha compra?']);
  });

  it('narrows by the answer text too', async () => {
    // "criptografada" is in one answer and in no question.
    const groups = await faq('criptografada');
    expect(questionsOf(groups)).toEqual(['O pagamento com cartão é seguro?']);
    const inAnswers = faqGroups.flatMap((group) =>
      group.questions.filter((item) => /rastreamento/i.test(item.ans)),
    );
    expect(inAnswers.length).toBeGreaterThan(0);
    expect(questionsOf(await faq('rastreamento'))).toEqual(inAnswers.map((item) => item.question));
  });

  it('ignores case and accents, both ways', async () => {
    const accented = await faq('devolução');
    expect(accented.length).toBeGreaterThan(0);
    expect(await faq('DEVOLUCAO')).toEqual(accented);
    expect(await faq('  Devolucao ')).toEqual(accented);
    expect(questionsOf(await faq('GARANTIA'))).toContain('Os produtos têm garantia?');
  });

  it('answers an empty list for a search nothing matches', async () => {
    expect(await faq('xyzzy-quasar')).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    signOut();
    expect((await call('/faq/data')).status).toBe(401);
  });
});

describe('GET /faq/data/knowledge_base', () => {
  it('answers the six category cards', async () => {
    const cards = kbCardsResponseSchema.parse(await json('/faq/data/knowledge_base'));
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => card.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cards.map((card) => card.title)).toEqual([
      'Primeiros passos',
      'Conta e segurança',
      'Faturas e pagamentos',
      'Integrações e API',
      'Personalização',
      'Equipes e permissões',
    ]);
    for (const card of cards) {
      expect(card.category).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(card.img).not.toBe('');
      expect(card.desc.length).toBeGreaterThan(20);
    }
  });
});

describe('GET /faq/data/knowledge_base/category', () => {
  it("answers the category's groups, each with an icon, a colour and at most five questions", async () => {
    const groups = kbCategoryResponseSchema.parse(await json(category('conta-e-seguranca')));
    expect(groups.map((group) => group.title)).toEqual(['Acesso', 'Perfil e privacidade']);
    expect(groups[0]).toMatchObject({ icon: 'KeyRound', iconColor: 'red' });
    expect(groups[0]?.questions.map((item) => item.slug)).toEqual([
      'redefinir-senha',
      'verificacao-em-duas-etapas',
      'encerrar-sessoes-ativas',
    ]);
    for (const entry of kbCategories) {
      const answered = kbCategoryResponseSchema.parse(await json(category(entry.card.category)));
      expect(answered.length).toBeGreaterThanOrEqual(2);
      for (const group of answered) {
        expect(group.questions.length).toBeGreaterThan(0);
        expect(group.questions.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('answers 404 for an unknown or missing category', async () => {
    await json(category('nao-existe'), 404);
    await json('/faq/data/knowledge_base/category', 404);
  });
});

describe('GET /faq/data/knowledge_base/question', () => {
  it('answers the article: title, last update, related questions and HTML content', async () => {
    const article = kbArticleSchema.parse(
      await json(question('conta-e-seguranca', 'verificacao-em-duas-etapas')),
    );
    expect(article.title).toBe('Como ativar a verificação em duas etapas?');
    expect(article.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.content).toContain('<ol>');
    // The rest of its group first, then the category's other group.
    expect(article.relatedQuestions.map((item) => item.slug)).toEqual([
      'redefinir-senha',
      'encerrar-sessoes-ativas',
      'alterar-e-mail',
      'baixar-meus-dados',
    ]);
  });

  it('resolves every question every category lists, with related questions of its category', async () => {
    let count = 0;
    for (const entry of kbCategories) {
      const slug = entry.card.category;
      const groups = kbCategoryResponseSchema.parse(await json(category(slug)));
      const listed = new Set(groups.flatMap((group) => group.questions.map((item) => item.slug)));
      for (const item of groups.flatMap((group) => group.questions)) {
        const article = kbArticleSchema.parse(await json(question(slug, item.slug)));
        expect(article.title).toBe(item.question);
        expect(article.content.length).toBeGreaterThan(100);
        expect(article.relatedQuestions.length).toBeGreaterThan(0);
        expect(article.relatedQuestions.length).toBeLessThanOrEqual(RELATED_LIMIT);
        for (const related of article.relatedQuestions) {
          expect(related.slug).not.toBe(item.slug);
          expect(listed.has(related.slug)).toBe(true);
        }
        count += 1;
      }
    }
    expect(count).toBeGreaterThanOrEqual(30);
  });

  it('keeps, as data, the article that carries a script and an onerror image', async () => {
    const article = kbArticleSchema.parse(
      await json(question('integracoes-e-api', UNSAFE_ARTICLE_SLUG)),
    );
    expect(article.content).toContain('<script>');
    expect(article.content).toMatch(/<img[^>]+onerror=/);
  });

  it('answers 404 for an unknown category, an unknown question, or a question of another category', async () => {
    await json(question('nao-existe', 'redefinir-senha'), 404);
    await json(question('conta-e-seguranca', 'nao-existe'), 404);
    await json(question('primeiros-passos', 'redefinir-senha'), 404);
    await json('/faq/data/knowledge_base/question?category=conta-e-seguranca', 404);
  });
});
