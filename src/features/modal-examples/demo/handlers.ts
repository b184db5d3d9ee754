import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { seedPeople } from './data';

/** Read-only: the examples save nothing, so their people are the same for every caller. */
const people = seedPeople();

/** Reading needs `read Page`, as the page does. */
const api = demoApi('Page');

export const modalExampleHandlers = [
  // Ours: the people a project can be shared with (the first one is the user the edit opens).
  api.get('/api/modal-examples/people', () => HttpResponse.json({ people })),
];
