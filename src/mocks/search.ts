import { builtEntries } from '@/app/catalogue';
import brNav from '@/locales/br/nav.json';
import { createSearchHandlers } from '@/features/search/demo/handlers';

/** The catalogue's pages as the search API lists them: the built pages of the menu. */
const searchablePages = builtEntries
  .filter((entry) => entry.menu !== null)
  .map((entry) => ({
    target: entry.id,
    title: brNav.pages[entry.id],
    icon: entry.icon,
    link: entry.link,
    ability: entry.ability,
  }));

export const searchHandlers = createSearchHandlers(searchablePages);
