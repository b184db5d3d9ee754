import { HttpResponse } from 'msw';
import { demoApi, notFound } from '@/lib/demo/api';
import { searchRows } from '@/lib/demo/list';
import type { FaqGroup, FaqQuestion } from '../types';
import { faqGroups } from './faq-data';
import { articleOf, findCategory, kbCards } from './kb-data';

/**
 * The help centre's calls (SPEC §3, §7), read-only, behind `read Page`:
 *
 *   GET /faq/data?q=                                       the FAQ groups
 *   GET /faq/data/knowledge_base                           the six category cards
 *   GET /faq/data/knowledge_base/category?category=        a category's groups (404 unknown)
 *   GET /faq/data/knowledge_base/question?category=&question=   an article (404 unknown)
 */
const api = demoApi('Page');

const faqFields = [(item: FaqQuestion) => item.question, (item: FaqQuestion) => item.ans];

/** The groups with the questions whose question or answer holds `q` (accent- and case-blind). */
export function searchFaq(q: string): FaqGroup[] {
  return faqGroups
    .map((group) => ({ ...group, questions: searchRows(group.questions, q, faqFields) }))
    .filter((group) => group.questions.length > 0);
}

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';

export const helpHandlers = [
  api.get('/faq/data', ({ request }) => HttpResponse.json(searchFaq(param(request, 'q')))),

  api.get('/faq/data/knowledge_base', () => HttpResponse.json(kbCards)),

  api.get('/faq/data/knowledge_base/category', ({ request }) => {
    const category = findCategory(param(request, 'category'));
    return category ? HttpResponse.json(category.groups) : notFound();
  }),

  api.get('/faq/data/knowledge_base/question', ({ request }) => {
    const category = findCategory(param(request, 'category'));
    const article = category && articleOf(category, param(request, 'question'));
    return article ? HttpResponse.json(article) : notFound();
  }),
];
