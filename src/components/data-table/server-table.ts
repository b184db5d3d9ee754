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
 * card's own (`useState`, when paging a short list must not touch the page's URL).
 */
export type ServerListState<F extends FilterSchemas, C extends string> = Pick<
  ListStateApi<F, C>,
  'params' | 'pageSizes' | 'setPage' | 'setPerPage' | 'setSort'
>;

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
