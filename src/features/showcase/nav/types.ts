import * as z from 'zod/mini';

/**
 * The autocomplete example's list (`GET /api/autocomplete/data`, SPEC §3 and §7;
 * docs/demo-api/autocomplete.md): 100 ranked films of our own invention.
 */

/** One entry: `rank` 1 is the best placed; `id` is fixed, whatever the rank. */
export const autocompleteEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  rank: z.number(),
});
export type AutocompleteEntry = z.infer<typeof autocompleteEntrySchema>;

export const autocompleteAnswerSchema = z.object({
  /** The matching entries by rank, at most `perPage` of them. */
  autoComplete: z.array(autocompleteEntrySchema),
  /** How many entries match `q`, over every page. */
  total: z.number(),
});
export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;

export interface AutocompleteParams {
  q?: string;
  perPage?: number;
}

/** How many entries the list holds (and one answer gives at most). */
export const AUTOCOMPLETE_ENTRIES = 100;
