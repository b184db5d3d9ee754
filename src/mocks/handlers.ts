import type { RequestHandler } from 'msw';
import { builtEntries } from '@/app/catalogue';
import { authHandlers } from '@/features/auth/demo/handlers';
import { emailHandlers } from '@/features/email/demo/handlers';
import { createSearchHandlers } from '@/features/search/demo/handlers';
import { config } from '@/lib/config';
import brNav from '@/locales/br/nav.json';

/** The catalogue's pages as the search API lists them: the built pages of the menu. */
const searchablePages = builtEntries
  .filter((entry) => entry.menu !== null)
  .map((entry) => ({
    target: entry.id,
    title: brNav.pages[entry.id],
    icon: entry.icon,
    link: entry.link,
  }));

/** Every feature's demo handlers, in one list for the browser worker, Vitest and Playwright. */
export const handlers: RequestHandler[] = [
  // The auth calls only when no remote API answers them.
  ...(config.demoAuth ? authHandlers : []),
  ...createSearchHandlers(searchablePages),
  ...emailHandlers,
];
