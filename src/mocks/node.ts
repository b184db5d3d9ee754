import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers as the browser's, for Vitest. */
export const server = setupServer(...handlers);
