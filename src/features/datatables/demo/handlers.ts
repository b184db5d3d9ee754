import type { RequestHandler } from 'msw';

/** `GET /api/datatables/initial-data`, `GET /api/datatables/data` (SPEC §7). Stub: being built. */
export const datatableHandlers: RequestHandler[] = [];
