import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import {
  normalizeText,
  parseDirection,
  parsePage,
  parsePerPage,
  parseQuery,
  sortRows,
  type PerPageOptions,
  type Sortable,
  type SortDirection,
  type SortState,
} from '../list-query';

/**
 * What every demo list call does, in one place: read `q`, `page`, `perPage`, `sort`
 * (direction) with `sortColumn`, or a named `sortBy`, and named filters from the URL; search,
 * filter, sort and page the rows; answer the page and the filtered count. Bad values fall back
 * to defaults, never to a 400. Each handler names the answer's fields itself (SPEC §7).
 */
export { normalizeText, sortRows };
export type { Sortable, SortDirection };

/** A value `q` is searched in; a list matches when any item does. */
export type Searchable = string | number | null | undefined | readonly (string | number)[];

/** A named filter: its URL value parsed with `schema` (a bad value is ignored), then matched. */
export interface FilterSpec<Row, S extends $ZodType = $ZodType> {
  schema: S;
  match: (row: Row, value: output<S>) => boolean;
}

// Each filter has its own schema: `any` lets a map hold them all; their types are read back
// per key by `FilterValues`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type FilterSpecs<Row> = Record<string, FilterSpec<Row, any>>;
/** The filter values a URL set, typed by each filter's schema. */
export type FilterValues<F extends FilterSpecs<never>> = {
  [K in keyof F]?: output<F[K]['schema']>;
};

export interface ListSpec<
  Row,
  F extends FilterSpecs<Row> = FilterSpecs<Row>,
  K extends string = string,
> {
  /** The fields `q` is searched in, accent- and case-blind (e.g. `(row) => row.client.name`). */
  search?: readonly ((row: Row) => Searchable)[];
  /**
   * Keep each row's searched text, normalised, until the row object is replaced (the demo
   * database replaces a row it changes): for large lists, where normalising every field of
   * every row on each keystroke costs more than the search. Rows must be objects never
   * changed in place.
   */
  cacheSearchText?: boolean;
  /** Named filters read from the URL (see `filter`). */
  filters?: F;
  /** The columns `sortColumn` may name, each with the value it sorts by. */
  sortColumns?: Record<K, (row: Row) => Sortable>;
  /** Named orders `sortBy` may name (`price-asc`…); `null` keeps the source order. */
  sortBy?: Record<string, SortState<NoInfer<K>> | null>;
  /** The order when the URL asks for none (or a bad one). Without it: the source order. */
  defaultSort?: SortState<NoInfer<K>>;
  perPage?: PerPageOptions;
}

export interface ListParams<Filters> {
  q: string;
  page: number;
  perPage: number;
  /** The column sorted on, `null` for the source order. */
  sortColumn: string | null;
  sort: SortDirection;
  /** The named order applied, when the URL asked for a known one. */
  sortBy: string | null;
  /** The filters the URL set with valid values. */
  filters: Filters;
}

export interface ListResult<Row, Filters> {
  /** The rows of the asked page (empty past the last one). */
  rows: Row[];
  /** How many rows match the search and filters, over every page. */
  total: number;
  params: ListParams<Filters>;
}

const asString = z.pipe(
  z.string().check(z.minLength(1)),
  z.transform((value) => value.trim()),
);

/** Ready-made filters; a schema (e.g. `z.enum([...])`) restricts the accepted values. */
export const filter = {
  /** The field equals the URL value (`status=paid`). */
  equals<Row, S extends $ZodType = typeof asString>(
    field: (row: Row) => unknown,
    schema?: S,
  ): FilterSpec<Row, S> {
    return {
      schema: (schema ?? asString) as S,
      match: (row, value) => String(field(row)) === String(value),
    };
  },
  /** The list field contains the URL value (`assignedTo=admin`). */
  includes<Row, S extends $ZodType = typeof asString>(
    field: (row: Row) => readonly unknown[],
    schema?: S,
  ): FilterSpec<Row, S> {
    return {
      schema: (schema ?? asString) as S,
      match: (row, value) => field(row).some((item) => String(item) === String(value)),
    };
  },
  /** Any other rule. */
  where<Row, S extends $ZodType>(
    schema: S,
    match: (row: Row, value: output<S>) => boolean,
  ): FilterSpec<Row, S> {
    return { schema, match };
  },
};

function toSearchParams(input: Request | URL | string | URLSearchParams): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  return new URL(typeof input === 'string' ? input : input.url, 'http://localhost').searchParams;
}

/** The list's params read from a request (or its URL), every bad value replaced by its default. */
export function parseListParams<Row, F extends FilterSpecs<Row>, K extends string>(
  input: Request | URL | string | URLSearchParams,
  spec: ListSpec<Row, F, K>,
): ListParams<FilterValues<F>> {
  const params = toSearchParams(input);
  const filters: Record<string, unknown> = {};
  for (const [name, { schema }] of Object.entries(spec.filters ?? {})) {
    const result = z.safeParse(schema, params.get(name) ?? undefined);
    if (result.success && result.data !== undefined) filters[name] = result.data;
  }
  const columns = spec.sortColumns ?? {};
  const named = params.get('sortBy') ?? '';
  const option = spec.sortBy && Object.hasOwn(spec.sortBy, named) ? spec.sortBy[named] : undefined;
  const column = params.get('sortColumn') ?? '';
  const chosen: SortState | null | undefined =
    option !== undefined
      ? option
      : Object.hasOwn(columns, column)
        ? { column, direction: parseDirection(params.get('sort'), spec.defaultSort?.direction) }
        : spec.defaultSort;
  return {
    q: parseQuery(params.get('q')),
    page: parsePage(params.get('page')),
    perPage: parsePerPage(params.get('perPage'), spec.perPage),
    sortColumn: chosen?.column ?? null,
    sort: chosen?.direction ?? 'asc',
    sortBy: option !== undefined ? named : null,
    filters: filters as FilterValues<F>,
  };
}

/** The rows where any of `fields` contains `q`, accent- and case-blind; all rows for an empty `q`. */
export function searchRows<Row>(
  rows: readonly Row[],
  q: string,
  fields: readonly ((row: Row) => Searchable)[],
  { cache = false }: { cache?: boolean } = {},
): Row[] {
  const needle = normalizeText(q.trim());
  if (!needle) return [...rows];
  if (cache) {
    const texts = searchTextsOf(fields);
    return rows.filter((row) => searchTextOf(texts, fields, row).includes(needle));
  }
  const hit = (value: Searchable): boolean =>
    Array.isArray(value)
      ? value.some((item) => hit(item as string | number))
      : value !== null && value !== undefined && normalizeText(String(value)).includes(needle);
  return rows.filter((row) => fields.some((field) => hit(field(row))));
}

// One cache of searched texts per list of fields (a spec's `search`), each by row object.
const searchTexts = new WeakMap<readonly unknown[], WeakMap<object, string>>();
function searchTextsOf(fields: readonly unknown[]) {
  let texts = searchTexts.get(fields);
  if (!texts) {
    texts = new WeakMap();
    searchTexts.set(fields, texts);
  }
  return texts;
}

/** A row's searched values, normalised, one per line (a needle never spans two). */
function searchTextOf<Row>(
  texts: WeakMap<object, string>,
  fields: readonly ((row: Row) => Searchable)[],
  row: Row,
): string {
  const key = row as object;
  let text = texts.get(key);
  if (text === undefined) {
    text = fields
      .flatMap((field): readonly Searchable[] => {
        const value = field(row);
        return Array.isArray(value) ? (value as readonly (string | number)[]) : [value];
      })
      .filter((value) => value !== null && value !== undefined)
      .map((value) => normalizeText(String(value)))
      .join('\n');
    texts.set(key, text);
  }
  return text;
}

// The lists whose searched text is being (or was) written ahead, so each is warmed once.
const warming = new WeakSet<readonly unknown[]>();

/**
 * Writes each row's searched text while the page is idle, a slice at a time, so the first
 * search of a large list costs what the next ones do (10,000 rows: about 50–120 ms of
 * normalising otherwise spent on the first keystroke). Browsers only; rows already written
 * are skipped.
 */
function warmSearchText<Row>(rows: readonly Row[], fields: readonly ((row: Row) => Searchable)[]) {
  if (typeof requestIdleCallback !== 'function' || warming.has(rows)) return;
  warming.add(rows);
  const texts = searchTextsOf(fields);
  let next = 0;
  const slice = (deadline: IdleDeadline) => {
    while (next < rows.length && deadline.timeRemaining() > 2) {
      searchTextOf(texts, fields, rows[next] as Row);
      next += 1;
    }
    if (next < rows.length) requestIdleCallback(slice);
  };
  requestIdleCallback(slice);
}

/** The rows of page `page` (1-based); empty past the last page. */
export function paginate<Row>(rows: readonly Row[], page: number, perPage: number): Row[] {
  const start = (page - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/** Search, filter, sort and page `source` by `params`. */
export function applyList<Row, F extends FilterSpecs<Row>, K extends string>(
  source: readonly Row[],
  params: ListParams<FilterValues<F>>,
  spec: ListSpec<Row, F, K>,
): ListResult<Row, FilterValues<F>> {
  let rows = searchRows(source, params.q, spec.search ?? [], {
    cache: spec.cacheSearchText ?? false,
  });
  for (const [name, value] of Object.entries(params.filters)) {
    const rule = spec.filters?.[name];
    if (rule && value !== undefined) rows = rows.filter((row) => rule.match(row, value));
  }
  const columns: Partial<Record<string, (row: Row) => Sortable>> = spec.sortColumns ?? {};
  const sortValue = params.sortColumn ? columns[params.sortColumn] : undefined;
  if (sortValue) rows = sortRows(rows, sortValue, params.sort);
  return { rows: paginate(rows, params.page, params.perPage), total: rows.length, params };
}

/**
 * One call for a list handler: the params read from `input`, then `source` searched,
 * filtered, sorted and paged.
 *
 * ```ts
 * const { rows, total } = queryList(request, invoices.all(), invoiceList);
 * return HttpResponse.json({ invoices: rows, total, allData: invoices.all() });
 * ```
 */
export function queryList<Row, F extends FilterSpecs<Row>, K extends string>(
  input: Request | URL | string | URLSearchParams,
  source: readonly Row[],
  spec: ListSpec<Row, F, K>,
): ListResult<Row, FilterValues<F>> {
  if (spec.cacheSearchText && spec.search) warmSearchText(source, spec.search);
  return applyList(source, parseListParams(input, spec), spec);
}

/** A list spec declared once, beside its collection, with its row type named. */
export const defineListSpec =
  <Row>() =>
  <F extends FilterSpecs<Row> = Record<never, never>, K extends string = never>(
    spec: ListSpec<Row, F, K>,
  ) =>
    spec;
