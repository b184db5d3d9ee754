import * as z from 'zod/mini';
import { cleanName } from './text-rules';

/**
 * The vocabulary every list shares, on both sides of a call: the page's URL and the demo
 * API read the same search params (`q`, `page`, `perPage`, `sort`, `sortColumn`) with the
 * same fallbacks, and compare and search text the same way. A bad value never fails: it
 * falls back to its default, as the spec asks.
 */
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** A sort on one column. */
export interface SortState<Column extends string = string> {
  column: Column;
  direction: SortDirection;
}

/** How many rows a page may hold. */
export interface PerPageOptions {
  /** @default 10 (SPEC §9; products use 9) */
  default?: number;
  /** The only sizes accepted; any other falls back to the default. */
  choices?: readonly number[];
  /** The largest size accepted when there are no `choices`. @default 100 */
  max?: number;
}

export const DEFAULT_PER_PAGE = 10;
const MAX_QUERY_LENGTH = 200;

const positiveInt = (fallback: number) =>
  z.catch(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/)),
      z.pipe(z.transform(Number), z.int().check(z.minimum(1))),
    ),
    fallback,
  );

const pageSchema = positiveInt(1);
const directionSchema = z.enum(sortDirections);
const querySchema = z.catch(
  z.pipe(
    z.string(),
    z.transform((value) => value.trim().slice(0, MAX_QUERY_LENGTH)),
  ),
  '',
);

type Raw = string | null | undefined;

/** A page number of 1 or more; anything else is page 1. */
export const parsePage = (raw: Raw): number => z.parse(pageSchema, raw);

/** The page size, within the call's choices (or 1…max); anything else is the default. */
export function parsePerPage(raw: Raw, options: PerPageOptions = {}): number {
  const fallback = options.default ?? DEFAULT_PER_PAGE;
  const value = z.parse(positiveInt(fallback), raw);
  if (options.choices) return options.choices.includes(value) ? value : fallback;
  return value <= (options.max ?? 100) ? value : fallback;
}

/** `asc` or `desc`; anything else is `fallback`. */
export function parseDirection(raw: Raw, fallback: SortDirection = 'asc'): SortDirection {
  const result = directionSchema.safeParse(raw);
  return result.success ? result.data : fallback;
}

/** The search text, trimmed (and capped, so a pasted novel costs nothing). */
export const parseQuery = (raw: Raw): string => z.parse(querySchema, raw);

/** Text as search compares it: no accents, no case ("Ação" and "acao" are the same). */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A name as compared for uniqueness: two names are one when only case, accents, spaces,
 * compatibility forms or invisible characters differ ("Manage\u200Bment" is "management").
 */
export const nameKey = (name: string): string => normalizeText(cleanName(name));

/** A value a list may sort on. */
export type Sortable = string | number | boolean | Date | null | undefined;

const isoDate =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const isEmpty = (value: Sortable): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

function timeOf(value: Sortable): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && isoDate.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/**
 * Ascending order of two values: numbers as numbers, dates (`Date` or ISO strings) as
 * dates, anything else as text in pt-BR order (case- and accent-blind, "item 2" before
 * "item 10"). Empty values (null, undefined, '') come after every other value.
 */
export function compareValues(a: Sortable, b: Sortable): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const timeA = timeOf(a);
  const timeB = timeOf(b);
  if (timeA !== null && timeB !== null) return timeA - timeB;
  return collator.compare(String(a), String(b));
}

/**
 * `rows` ordered by `value` in `direction`, without touching `rows`. Stable: equal values
 * keep their order. Empty values stay last in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => Sortable,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((a, b) => {
    const emptyA = isEmpty(a.key);
    const emptyB = isEmpty(b.key);
    if (emptyA || emptyB) return Number(emptyA) - Number(emptyB) || a.index - b.index;
    return sign * compareValues(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}
