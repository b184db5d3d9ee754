import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { ListEmptyState } from './list-empty-state';
import { ListPagination } from './list-pagination';
import classes from './list-results.module.css';
import type { ActiveFilters, EmptyStateText } from './types';

/** The first row's cards (three across, at most) fetch their pictures at once; the rest lazily. */
const FIRST_ROW = 3;

interface ListResultsProps<Data, Item> {
  /** The list's name, while it loads too. */
  label: string;
  /** The page and its size asked for (`useListState`), and how to go to another. */
  list: { params: { page: number; perPage: number }; setPage: (page: number) => void };
  query: { data: Data | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** The page's items in the answer, and how many match in all. */
  select: (data: Data) => { items: readonly Item[]; total: number };
  /** Said over the reason and the retry when not even a first page came. */
  errorTitle: string;
  /** A class setting `--list-columns` by the container's width; one column without. */
  className?: string | undefined;
  /** A card's shape while the first page loads, drawn a page's worth of times. */
  skeleton: ReactNode;
  getKey: (item: Item) => Key;
  /** An item's card; `lazyImage` below the first row. */
  renderItem: (item: Item, lazyImage: boolean) => ReactNode;
  empty: EmptyStateText;
  /** Tells "nothing matches" (with "clear filters") from "nothing yet". */
  filters: ActiveFilters;
}

/**
 * A page of a list drawn as cards (a grid without a table): skeletons first, the failure with
 * a retry, what the empty list says, or the cards with their pages under them. A page past
 * the last (a narrower search, an old link) goes to the last one by itself.
 */
export function ListResults<Data, Item>({
  label,
  list,
  query,
  select,
  errorTitle,
  className,
  skeleton,
  getKey,
  renderItem,
  empty,
  filters,
}: ListResultsProps<Data, Item>) {
  const top = useRef<HTMLDivElement>(null);
  const { data, error, isFetching } = query;
  const { params, setPage } = list;
  const page = data === undefined ? undefined : select(data);
  const total = page?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.perPage));
  const listClass = className ? `${classes.list} ${className}` : classes.list;

  useEffect(() => {
    if (!isFetching && total > 0 && params.page > pageCount) setPage(pageCount);
  }, [isFetching, total, params.page, pageCount, setPage]);

  if (page === undefined && error) {
    return <QueryError error={error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  if (page === undefined) {
    return (
      <ul className={listClass} aria-busy="true" aria-label={label}>
        {Array.from({ length: params.perPage }, (_, index) => (
          <li key={index}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  if (page.items.length === 0 && total === 0) {
    return <ListEmptyState empty={empty} filters={filters} />;
  }
  return (
    <div ref={top} className={classes.results}>
      <ul className={listClass} aria-busy={isFetching} aria-label={label}>
        {page.items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index >= FIRST_ROW)}</li>
        ))}
      </ul>
      {pageCount > 1 && (
        <ListPagination
          page={params.page}
          pageCount={pageCount}
          onChange={(next) => {
            setPage(next);
            // The new page starts at the top of the cards, not where the pages were.
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
    </div>
  );
}
