import type { ListStateApi } from '@/lib/use-list-state';
import type { FilterSchemas } from '@/lib/list-state';
import type { BodyState } from './data-table-body';
import type { ServerPaging } from './types';

/** What `serverTable` needs of a `useQuery` result (any query shape). */
interface QueryLike<Data> {
  data: Data | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ServerTableProps<Row> extends BodyState {
  rows: readonly Row[];
  server: ServerPaging;
  fetching: boolean;
  selectionScope: string;
}

/**
 * The part of a list's state the table reads and writes: `useListState`'s (in the URL), or a
 * card's own (`useState`, when paging a short list must not touch the page's URL). With
 * `reset`, the table offers "clear filters" while a search or filter is on.
 */
export type ServerListState<F extends FilterSchemas, C extends string> = Pick<
  ListStateApi<F, C>,
  'params' | 'pageSizes' | 'setPage' | 'setPerPage' | 'setSort'
> &
  Partial<Pick<ListStateApi<F, C>, 'reset'>>;

/** A search or any filter is on (a filter with a default of its own counts as on). */
export const isFiltered = (params: { q: string; filters: object }) =>
  Boolean(params.q) ||
  Object.values(params.filters).some(
    (value) => value !== undefined && value !== null && value !== '',
  );

const none: readonly never[] = [];

/**
 * Wires a list's URL state and its query into `DataTable`:
 *
 * ```tsx
 * const list = useListState(invoiceListOptions);
 * const query = useQuery(invoicesQueryOptions(list.params));
 * <DataTable {...serverTable(list, query, (data) => ({ rows: data.invoices, total: data.total }))}
 *   label={title} columns={columns} getRowId={(row) => String(row.id)} />
 * ```
 */
export function serverTable<Data, Row, F extends FilterSchemas, C extends string>(
  list: ServerListState<F, C>,
  query: QueryLike<Data>,
  select: (data: Data) => { rows: readonly Row[]; total: number },
): ServerTableProps<Row> {
  const page = query.data === undefined ? undefined : select(query.data);
  return {
    rows: page?.rows ?? none,
    loading: query.isPending && !query.error,
    fetching: query.isFetching,
    error: query.error ?? undefined,
    onRetry: () => void query.refetch(),
    selectionScope: JSON.stringify([list.params.q, list.params.filters]),
    ...(list.reset && { filters: { active: isFiltered(list.params), onClear: list.reset } }),
    server: {
      total: page?.total ?? 0,
      page: list.params.page,
      perPage: list.params.perPage,
      sort: list.params.sort,
      pageSizes: list.pageSizes,
      onPageChange: list.setPage,
      onPerPageChange: list.setPerPage,
      onSortChange: (sort) => list.setSort(sort as typeof list.params.sort),
    },
  };
}
