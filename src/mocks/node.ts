import { setupServer } from 'msw/node';
import { loadAllDemoHandlers } from './answer';

/** The same handlers as the browser's, every feature at once, for Vitest. */
export const server = setupServer(...(await loadAllDemoHandlers()));
