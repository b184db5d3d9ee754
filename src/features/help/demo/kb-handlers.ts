import { HttpResponse } from 'msw';
import { demoApi, notFound } from '@/lib/demo/api';
import { articleOf, findCategory, kbCards } from './kb-data';

/**
 * The knowledge base's calls (SPEC §3, §7), read-only, behind `read Page`:
 *
 *   GET /faq/data/knowledge_base                           the six category cards
 *   GET /faq/data/knowledge_base/category?category=        a category's groups (404 unknown)
 *   GET /faq/data/knowledge_base/question?category=&question=   an article (404 unknown)
 */
const api = demoApi('Page');

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';

export const knowledgeBaseHandlers = [
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
