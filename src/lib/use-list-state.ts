import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { parseQuery, type SortState } from './list-query';
import {
  pageSizesOf,
  parseListState,
  patchListState,
  type FilterSchemas,
  type FilterValues,
  type ListParams,
  type ListPatch,
  type ListStateOptions,
} from './list-state';
import { useSearchWriter } from './use-url-params';

export {
  DEFAULT_PAGE_SIZES,
  listSearchParams,
  parseListState,
  type FilterSchemas,
  type FilterValues,
  type ListParams,
  type ListParamsOf,
  type ListPatch,
  type ListStateOptions,
} from './list-state';

const DEFAULT_DEBOUNCE_MS = 300;

export interface ListStateApi<F extends FilterSchemas, C extends string> {
  /** The committed state, read from the URL: use it for the call and its query key. */
  params: ListParams<FilterValues<F>, C>;
  /** The search box's live text: what the user typed, ahead of `params.q`. */
  q: string;
  /** Types into the search box; reaches `params.q` (and the URL) after the debounce. */
  setQ: (value: string) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** `null` goes back to the default order. */
  setSort: (sort: SortState<C> | null) => void;
  setFilter: <K extends keyof F>(name: K, value: FilterValues<F>[K]) => void;
  /** Several changes in one URL write (`page` goes back to 1 unless `page` is given). */
  update: (patch: ListPatch<F, C>) => void;
  /** Clears the search and every filter, and goes back to page 1. */
  reset: () => void;
  /** A link to the list with `patch` made, as `update` would (a filter's link in a sidebar). */
  href: (patch: ListPatch<F, C>) => string;
  /** The page sizes the list offers, for the table's page-size menu. */
  pageSizes: readonly number[];
}

/**
 * A list's state kept in the URL, so a reload, a shared link or the back button shows the same
 * list. Parsed with zod/mini (bad values fall back to defaults), written with `replace` (paging
 * does not fill the history), defaults left out of the URL. The search text is debounced; a
 * change of search, filter, page size or order goes back to page 1.
 *
 * Declare `options` once, outside the component:
 * ```ts
 * const invoiceList = { filters: { status: z.optional(z.enum(['paid', 'draft'])) },
 *   sortColumns: ['id', 'total'], defaultSort: { column: 'id', direction: 'desc' } } as const;
 * const list = useListState(invoiceList);
 * ```
 */
export function useListState<
  F extends FilterSchemas = Record<never, never>,
  C extends string = string,
>(options: ListStateOptions<F, C> = {}): ListStateApi<F, C> {
  // Writes build on the latest URL, even two in one tick or a debounced one landing late.
  const { search: searchParams, write, href } = useSearchWriter();
  const params = useMemo(() => parseListState(searchParams, options), [searchParams, options]);

  const currentOptions = useRef(options);
  useLayoutEffect(() => {
    currentOptions.current = options;
  }, [options]);

  const update = useCallback(
    (patch: ListPatch<F, C>) =>
      write((latest) => patchListState(latest, patch, currentOptions.current)),
    [write],
  );

  // The typed text, until the URL catches up. `sent` tells our own debounced write landing
  // from a change made elsewhere (back button, reset), which drops the draft.
  const [typing, setTyping] = useState({
    draft: null as string | null,
    seen: params.q,
    sent: null as string | null,
  });
  let draft = typing.draft;
  if (typing.seen !== params.q) {
    draft = typing.sent === params.q ? typing.draft : null;
    setTyping({ draft, seen: params.q, sent: null });
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (draft === null) clearTimeout(timer.current);
  }, [draft]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const delay = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const setQ = useCallback(
    (value: string) => {
      setTyping((state) => ({ ...state, draft: value }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setTyping((state) => ({ ...state, sent: parseQuery(value) }));
        update({ q: parseQuery(value) });
      }, delay);
    },
    [delay, update],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    // An empty draft, not none: the box empties now, not when the URL lands.
    setTyping((state) => ({ ...state, draft: '' }));
    const empty = parseListState(new URLSearchParams(), currentOptions.current);
    update({ q: '', filters: empty.filters, page: 1 });
  }, [update]);

  return {
    params,
    q: draft ?? params.q,
    setQ,
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPerPage: useCallback((perPage: number) => update({ perPage }), [update]),
    setSort: useCallback((sort: SortState<C> | null) => update({ sort }), [update]),
    setFilter: useCallback(
      <K extends keyof F>(name: K, value: FilterValues<F>[K]) =>
        update({ filters: { [name]: value } as Partial<FilterValues<F>> }),
      [update],
    ),
    update,
    reset,
    href: useCallback(
      (patch: ListPatch<F, C>) => href((drawn) => patchListState(drawn, patch, options)),
      [href, options],
    ),
    pageSizes: pageSizesOf(options),
  };
}
