// Only what answers a request in the page: a module of its own, so that the dynamic import
// in `answer.ts` does not bring the rest of MSW's public API (GraphQL, WebSocket) along.
export { getResponse } from 'msw';
