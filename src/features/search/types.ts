import * as z from 'zod/mini';
import type { Action, Subject } from '@/lib/ability';

/** The search and bookmark entities (SPEC §3): pages, files and contacts. */
export const pageEntrySchema = z.object({
  id: z.number(),
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
  collapsed: z.optional(z.boolean()),
});
export type PageEntry = z.infer<typeof pageEntrySchema>;

export const fileEntrySchema = z.object({
  title: z.string(),
  by: z.string(),
  size: z.string(),
  file: z.string(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const contactEntrySchema = z.object({
  title: z.string(),
  email: z.string(),
  img: z.string(),
  date: z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/)),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

export const bookmarksDataSchema = z.object({
  suggestions: z.array(pageEntrySchema),
  bookmarks: z.array(pageEntrySchema),
});
export type BookmarksData = z.infer<typeof bookmarksDataSchema>;

export const SEARCH_LIMIT = 4;

export const searchGroupSchema = z.discriminatedUnion('groupTitle', [
  z.object({
    groupTitle: z.literal('Pages'),
    searchLimit: z.number(),
    data: z.array(pageEntrySchema),
  }),
  z.object({
    groupTitle: z.literal('Files'),
    searchLimit: z.number(),
    data: z.array(fileEntrySchema),
  }),
  z.object({
    groupTitle: z.literal('Contacts'),
    searchLimit: z.number(),
    data: z.array(contactEntrySchema),
  }),
]);
export const searchDataSchema = z.object({ searchArr: z.array(searchGroupSchema) });
export type SearchData = z.infer<typeof searchDataSchema>;

/** A page of the catalogue as the demo API knows it (given by the app, which owns the catalogue). */
export interface SearchablePage {
  target: string;
  title: string;
  icon: string;
  link: string;
  /** What a caller needs to open the page: the API lists it only to those who may. */
  ability: { action: Action; subject: Subject };
}
