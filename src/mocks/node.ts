import { setupServer } from 'msw/node';
import { loadAllDemoHandlers } from './answer';
import { installCallers } from './callers';

/** The same handlers as the browser's, every feature at once, for Vitest. */
installCallers();
export const server = setupServer(...(await loadAllDemoHandlers()));
