import type { RequestHandler } from 'msw';
import { authHandlers } from '@/features/auth/demo/handlers';
import { config } from '@/lib/config';

/** Every feature's demo handlers, in one list for the browser worker, Vitest and Playwright. */
export const handlers: RequestHandler[] = [
  // The auth calls only when no remote API answers them.
  ...(config.demoAuth ? authHandlers : []),
];
