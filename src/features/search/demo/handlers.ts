import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { demoApi, notFound, readBody } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { SEARCH_LIMIT, type PageEntry, type SearchablePage } from '../types';
import { DEFAULT_BOOKMARKS, sampleContacts, sampleFiles } from './data';

/**
 * The bookmarks and global search calls (SPEC §7). The pages come from the route
 * catalogue (given by the app); which are bookmarked is kept in the demo database.
 */
const bookmarkRowSchema = z.object({ id: z.string(), isBookmarked: z.boolean() });
type BookmarkRow = z.infer<typeof bookmarkRowSchema>;

export const bookmarkRows = defineCollection<BookmarkRow>({
  name: 'bookmarks',
  version: 1,
  schema: bookmarkRowSchema,
  seed: () => DEFAULT_BOOKMARKS.map((id) => ({ id, isBookmarked: true })),
});

export function createSearchHandlers(pages: readonly SearchablePage[]) {
  const entries = (): PageEntry[] =>
    pages.map((page, index) => ({
      id: index + 1,
      target: page.target,
      isBookmarked: bookmarkRows.find(page.target)?.isBookmarked ?? false,
      title: page.title,
      icon: page.icon,
      link: page.link,
    }));

  return [
    demoApi.get('/api/bookmarks/data', () => {
      const suggestions = entries();
      return HttpResponse.json({
        suggestions,
        bookmarks: suggestions.filter((entry) => entry.isBookmarked),
      });
    }),

    demoApi.post('/api/bookmarks/update', async ({ request }) => {
      const body = await readBody(request, z.object({ id: z.number() }));
      const entry = body ? entries().find((candidate) => candidate.id === body.id) : undefined;
      if (!entry) return notFound();
      const row = bookmarkRows.find(entry.target);
      if (row) bookmarkRows.update(entry.target, { isBookmarked: !row.isBookmarked });
      else bookmarkRows.insert({ id: entry.target, isBookmarked: true });
      return HttpResponse.json({ ...entry, isBookmarked: !entry.isBookmarked });
    }),

    demoApi.get('/api/main-search/data', () =>
      HttpResponse.json({
        searchArr: [
          { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: entries() },
          { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: sampleFiles },
          { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: sampleContacts },
        ],
      }),
    ),
  ];
}
