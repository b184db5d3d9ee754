import type { RequestHandler } from 'msw';

/** `GET /api/select/data` (SPEC §7). Stub: being built. */
export const selectHandlers: RequestHandler[] = [];
