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
  const entries = async ({ ability }: DemoCaller): Promise<PageEntry[]> => {
    const marked = new Map((await bookmarkRows.all()).map((row) => [row.id, row.isBookmarked]));
    return pages.flatMap((page, index) =>
      ability.can(page.ability.action, page.ability.subject)
        ? [
            {
              id: index + 1,
              target: page.target,
              isBookmarked: marked.get(page.target) ?? false,
              title: page.title,
              icon: page.icon,
              link: page.link,
            },
          ]
        : [],
    );
  };

  return [
    api.get('/api/bookmarks/data', async ({ caller }) => {
      const suggestions = await entries(caller);
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
          ? (await entries(caller)).find((candidate) => candidate.id === body.id)
          : undefined;
        if (!entry) return notFound();
        // Turned over as stored now, so two tabs' clicks make two changes.
        const row =
          (await bookmarkRows.update(entry.target, (stored) => ({
            isBookmarked: !stored.isBookmarked,
          }))) ?? (await bookmarkRows.insert({ id: entry.target, isBookmarked: true }));
        return HttpResponse.json({ ...entry, isBookmarked: row.isBookmarked });
      },
      'read',
    ),

    api.get('/api/main-search/data', async ({ caller }) =>
      HttpResponse.json({
        searchArr: [
          { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: await entries(caller) },
          { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: sampleFiles },
          { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: sampleContacts },
        ],
      }),
    ),
  ];
}
