import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { searchRows } from '@/lib/demo/list';
import type { FaqGroup, FaqQuestion } from '../types';
import { faqGroups } from './faq-data';

/**
 * The FAQ's call (SPEC §3, §7), read-only, behind `read Page`: `GET /faq/data?q=`, the FAQ
 * groups. The knowledge base's calls, under the same prefix, are a chunk of their own
 * (kb-handlers.ts): the FAQ page does not download its articles.
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
];
