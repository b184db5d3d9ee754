import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { demoApi, notFound, readBody, type DemoCaller } from '@/lib/demo/api';
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

/** Search and bookmarks serve every signed-in user: they need only `read Auth`. */
const api = demoApi('Auth');

export function createSearchHandlers(pages: readonly SearchablePage[]) {
  /** The pages the caller may open (ids stay those of the whole catalogue). */
  const entries = ({ ability }: DemoCaller): PageEntry[] =>
    pages.flatMap((page, index) =>
      ability.can(page.ability.action, page.ability.subject)
        ? [
            {
              id: index + 1,
              target: page.target,
              isBookmarked: bookmarkRows.find(page.target)?.isBookmarked ?? false,
              title: page.title,
              icon: page.icon,
              link: page.link,
            },
          ]
        : [],
    );

  return [
    api.get('/api/bookmarks/data', ({ caller }) => {
      const suggestions = entries(caller);
      return HttpResponse.json({
        suggestions,
        bookmarks: suggestions.filter((entry) => entry.isBookmarked),
      });
    }),

    // A bookmark marks a page the caller may already read: reading is all it needs.
    api.post(
      '/api/bookmarks/update',
      async ({ request, caller }) => {
        const body = await readBody(request, z.object({ id: z.number() }));
        const entry = body
          ? entries(caller).find((candidate) => candidate.id === body.id)
          : undefined;
        if (!entry) return notFound();
        const row = bookmarkRows.find(entry.target);
        if (row) bookmarkRows.update(entry.target, { isBookmarked: !row.isBookmarked });
        else bookmarkRows.insert({ id: entry.target, isBookmarked: true });
        return HttpResponse.json({ ...entry, isBookmarked: !entry.isBookmarked });
      },
      'read',
    ),

    api.get('/api/main-search/data', ({ caller }) =>
      HttpResponse.json({
        searchArr: [
          { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: entries(caller) },
          { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: sampleFiles },
          { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: sampleContacts },
        ],
      }),
    ),
  ];
}
