import type { RequestHandler } from 'msw';

/** Every feature's demo handlers, in one list for the browser worker, Vitest and Playwright. */
export const handlers: RequestHandler[] = [];
