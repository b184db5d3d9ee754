import type { RequestHandler } from 'msw';

/** The role calls (ours): being built. */
export const roleHandlers: RequestHandler[] = [];
