import * as z from 'zod/mini';

/**
 * The options the select examples read (`GET /api/select/data`, ours; docs/demo-api/select.md):
 * the 27 federative units grouped by region, and about two hundred cities searched on the
 * server for the searchable select that asks as you type.
 */

/** The lists the call answers: `states` (all of them) or `cities` (searched, a page at a time). */
export const selectLists = ['states', 'cities'] as const;
export type SelectList = (typeof selectLists)[number];

/** Brazil's five regions, by the codes IBGE uses (their names are the page's words). */
export const regions = ['N', 'NE', 'CO', 'SE', 'S'] as const;
export type Region = (typeof regions)[number];

/**
 * One option: `value` is what a form keeps, `label` what a person reads, `group` what it
 * belongs to — the region's code for a state, the state's code for a city.
 */
export const selectOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  group: z.string(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

export const selectAnswerSchema = z.object({
  list: z.enum(selectLists),
  options: z.array(selectOptionSchema),
  /** How many options match the search, over every page (the answer holds at most `perPage`). */
  total: z.number(),
});
export type SelectAnswer = z.infer<typeof selectAnswerSchema>;

export interface SelectParams {
  list: SelectList;
  q?: string;
  /** Cities of one state only (its code). */
  uf?: string;
  perPage?: number;
}

/** How many cities one answer holds unless asked for another count (at most 50). */
export const CITIES_PER_PAGE = 20;
