import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import {
  parseDirection,
  parsePage,
  parsePerPage,
  parseQuery,
  type PerPageOptions,
  type SortState,
} from './list-query';
import { plainText } from './url-params';

/**
 * A list page's state as it lives in the URL (`?q=&page=&perPage=&sort=&sortColumn=&<filters>`):
 * read with every bad value replaced by its default, written back with the defaults left out.
 * Pure functions, so a route's prefetch can read the same state the page will.
 */
export type FilterSchemas = Record<string, $ZodType>;
export type FilterValues<F extends FilterSchemas> = { [K in keyof F]: output<F[K]> | undefined };

export interface ListStateOptions<
  F extends FilterSchemas = FilterSchemas,
  C extends string = string,
> {
  /**
   * The list's own filters, each read from its URL string by its schema; a bad value is none.
   * Written back as `useUrlParams` writes: a switch as `1`/`0` (`urlFlag`), several values as a
   * comma list (`urlList`), an empty list left out.
   */
  filters?: F;
  /** @default { default: 10, choices: [10, 25, 50, 100] } */
  perPage?: PerPageOptions;
  /** The columns the list may sort on; another `sortColumn` in the URL is ignored. */
  sortColumns?: readonly C[];
  /** The order when the URL names none. @default null (the call's own order) */
  defaultSort?: SortState<C> | null;
  /** How long `q` waits after the last keystroke before it reaches the URL. @default 300 */
  debounceMs?: number;
}

export interface ListParams<Filters = Record<string, unknown>, C extends string = string> {
  /** The committed search text (what the call searches for). */
  q: string;
  page: number;
  perPage: number;
  sort: SortState<C> | null;
  filters: Filters;
}

/** The state a list's options describe, for a query-options function's parameter. */
export type ListParamsOf<O> =
  O extends ListStateOptions<infer F, infer C> ? ListParams<FilterValues<F>, C> : never;

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
const defaultPerPage: PerPageOptions = { default: 10, choices: DEFAULT_PAGE_SIZES };
const LIST_KEYS = ['q', 'page', 'perPage', 'sort', 'sortColumn'];

/** The page sizes a list offers (its `perPage` choices, or just its default). */
export function pageSizesOf(options: ListStateOptions<FilterSchemas, string>): readonly number[] {
  const perPage = options.perPage ?? defaultPerPage;
  return perPage.choices ?? [perPage.default ?? 10];
}

function filterDefault(schema: $ZodType): unknown {
  const result = z.safeParse(schema, undefined);
  return result.success ? result.data : undefined;
}

/** The list's state read from `search`; never throws, never `NaN`. */
export function parseListState<
  F extends FilterSchemas = Record<never, never>,
  C extends string = string,
>(search: URLSearchParams, options: ListStateOptions<F, C> = {}): ListParams<FilterValues<F>, C> {
  const filters: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(options.filters ?? {})) {
    const raw = search.get(name);
    const result = z.safeParse(schema, raw === null || raw === '' ? undefined : raw);
    filters[name] = result.success ? result.data : filterDefault(schema);
  }
  const column = search.get('sortColumn') as C | null;
  const allowed = column && (!options.sortColumns || options.sortColumns.includes(column));
  return {
    q: parseQuery(search.get('q')),
    page: parsePage(search.get('page')),
    perPage: parsePerPage(search.get('perPage'), options.perPage ?? defaultPerPage),
    sort: allowed
      ? { column, direction: parseDirection(search.get('sort')) }
      : (options.defaultSort ?? null),
    filters: filters as FilterValues<F>,
  };
}

const sameSort = (a: SortState | null, b: SortState | null) =>
  a?.column === b?.column && a?.direction === b?.direction;

/**
 * `base` with the list's params replaced by `state`, defaults left out; other params
 * (e.g. an open dialog's `?open=`) kept.
 */
export function writeListState<F extends FilterSchemas, C extends string>(
  base: URLSearchParams,
  state: ListParams<FilterValues<F>, C>,
  options: ListStateOptions<F, C> = {},
): URLSearchParams {
  const next = new URLSearchParams(base);
  const filterSchemas: FilterSchemas = options.filters ?? {};
  for (const key of [...LIST_KEYS, ...Object.keys(filterSchemas)]) next.delete(key);
  if (state.q) next.set('q', state.q);
  if (state.page > 1) next.set('page', String(state.page));
  const perPage = options.perPage ?? defaultPerPage;
  if (state.perPage !== (perPage.default ?? 10)) next.set('perPage', String(state.perPage));
  if (state.sort && !sameSort(state.sort, options.defaultSort ?? null)) {
    next.set('sortColumn', state.sort.column);
    next.set('sort', state.sort.direction);
  }
  for (const [name, schema] of Object.entries(filterSchemas)) {
    const text = filterText((state.filters as Record<string, unknown>)[name]);
    if (text === null || text === filterText(filterDefault(schema))) continue;
    next.set(name, text);
  }
  return next;
}

/**
 * A filter's value as the URL holds it, as `useUrlParams` writes it: text and numbers as they
 * are, a switch as `1`/`0` (`urlFlag` reads it), a list as a comma list (`urlList`); `null`
 * for none (nothing, an empty text, an empty list, or a value with no text form).
 */
function filterText(value: unknown): string | null {
  if (Array.isArray(value)) return value.length > 0 ? plainText(value) : null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return plainText(value);
  return null;
}

/** Changes to a list's state; filters not named keep their value. */
export type ListPatch<F extends FilterSchemas, C extends string> = Partial<
  Omit<ListParams<FilterValues<F>, C>, 'filters'>
> & { filters?: Partial<FilterValues<F>> };

/**
 * `base` with `patch` made: a new search, filter, page size or order goes back to page 1
 * unless `page` is given.
 */
export function patchListState<F extends FilterSchemas, C extends string>(
  base: URLSearchParams,
  patch: ListPatch<F, C>,
  options: ListStateOptions<F, C> = {},
): URLSearchParams {
  const now = parseListState(base, options);
  const next = { ...now, ...patch, filters: { ...now.filters, ...patch.filters } };
  const changed =
    next.q !== now.q ||
    next.perPage !== now.perPage ||
    JSON.stringify(next.sort) !== JSON.stringify(now.sort) ||
    JSON.stringify(next.filters) !== JSON.stringify(now.filters);
  if (patch.page === undefined && changed) next.page = 1;
  return writeListState(base, next, options);
}

type SearchValue = string | number | boolean | undefined;

/**
 * The list's state as the call's search params (`http.demo.get(path, { searchParams })`):
 * the names every list call reads (SPEC §7), filters by their own names (a list as a comma
 * list, left out when empty).
 */
export function listSearchParams(
  params: ListParams<Record<string, unknown>>,
): Record<string, SearchValue> {
  const out: Record<string, SearchValue> = {
    q: params.q || undefined,
    page: params.page,
    perPage: params.perPage,
    sortColumn: params.sort?.column,
    sort: params.sort?.direction,
  };
  for (const [name, value] of Object.entries(params.filters)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[name] = value;
    else if (Array.isArray(value) && value.length > 0) out[name] = plainText(value);
  }
  return out;
}
