import type { LucideIcon } from 'lucide-react';
import type { ContactEntry, FileEntry, PageEntry, SearchData } from './types';
import { normalizeText } from '@/lib/list-query';

/** A page the user may open, with its title in the active language (given by the app). */
export interface SearchPage {
  target: string;
  title: string;
  link: string;
  icon: LucideIcon;
}

export type PageResult = SearchPage & Pick<PageEntry, 'id' | 'isBookmarked'>;

export interface SearchResults {
  pages: PageResult[];
  files: FileEntry[];
  contacts: ContactEntry[];
}

/** Lower case, without accents, as every search compares: "calendario" finds "Calendário". */
export const normalize = (text: string) => normalizeText(text).trim();

const matches = (query: string, ...fields: string[]) =>
  fields.some((field) => normalize(field).includes(query));

/** Joins the API's page entries with the pages this user may open (others are dropped). */
export function allowedPages(
  entries: readonly PageEntry[],
  pages: readonly SearchPage[],
): PageResult[] {
  const byTarget = new Map(pages.map((page) => [page.target, page]));
  return entries.flatMap((entry) => {
    const page = byTarget.get(entry.target);
    return page ? [{ ...page, id: entry.id, isBookmarked: entry.isBookmarked }] : [];
  });
}

/**
 * The three groups for a query, each cut to its limit: pages by title (in the active
 * language) and path, files by title and author, contacts by name and e-mail.
 */
export function searchAll(
  rawQuery: string,
  data: SearchData,
  pages: readonly SearchPage[],
): SearchResults {
  const query = normalize(rawQuery);
  const results: SearchResults = { pages: [], files: [], contacts: [] };
  if (!query) return results;
  for (const group of data.searchArr) {
    if (group.groupTitle === 'Pages') {
      results.pages = allowedPages(group.data, pages)
        .filter((page) => matches(query, page.title, page.link))
        .slice(0, group.searchLimit);
    } else if (group.groupTitle === 'Files') {
      results.files = group.data
        .filter((file) => matches(query, file.title, file.by))
        .slice(0, group.searchLimit);
    } else {
      results.contacts = group.data
        .filter((contact) => matches(query, contact.title, contact.email))
        .slice(0, group.searchLimit);
    }
  }
  return results;
}
