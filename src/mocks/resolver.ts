import { installCallers } from './callers';

// Only what answers a request in the page: a module of its own, so that the dynamic import
// in `answer.ts` does not bring the rest of MSW's public API (GraphQL, WebSocket) along.
// The callers' lookup comes with it, wired in as it loads: every protected call needs it.
export { getResponse } from 'msw';
installCallers();
export { installCallers };
