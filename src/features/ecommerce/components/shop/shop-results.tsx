import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import type { ProductsResponse } from '../../types';
import type { ShopState } from '../../use-shop-state';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import classes from './shop.module.css';
import { ShopPagination } from './shop-pagination';

/** The first row's cards (three across, at most) fetch their pictures at once; the rest lazily. */
const FIRST_ROW = 3;

interface ShopResultsProps {
  shop: ShopState;
  query: Pick<
    UseQueryResult<ProductsResponse>,
    'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'
  >;
}

/** The page of products: skeletons first, the failure with a retry, nothing found, or cards. */
export function ShopResults({ shop, query }: ShopResultsProps) {
  const { t } = useTranslation('ecommerce');
  const { list, params, view } = shop;
  const top = useRef<HTMLDivElement>(null);
  const { data, error, isFetching } = query;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.perPage));

  // The last product of the last page went (a filter, a product gone): show the last page.
  const { setPage } = list;
  useEffect(() => {
    if (!isFetching && total > 0 && params.page > pageCount) setPage(pageCount);
  }, [isFetching, total, params.page, pageCount, setPage]);

  const listClass = view === 'list' ? classes.rows : classes.grid;

  if (data === undefined && error) {
    return (
      <QueryError error={error} title={t('shop.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  if (data === undefined) {
    return (
      <ul className={listClass} aria-busy="true" aria-label={t('shop.listLabel')}>
        {Array.from({ length: params.perPage }, (_, index) => (
          <li key={index} className={classes.item}>
            <ProductCardSkeleton layout={view} />
          </li>
        ))}
      </ul>
    );
  }
  if (data.products.length === 0 && total === 0) {
    return (
      <ListEmptyState
        empty={{
          icon: <PackageSearch size={28} aria-hidden="true" />,
          title: t('shop.empty.title'),
          hint: t('shop.empty.hint'),
          none: t('shop.empty.none'),
        }}
        filters={{ active: shop.filtered, onClear: shop.clearFilters }}
      />
    );
  }
  return (
    <div ref={top} className={classes.results}>
      <ul className={listClass} aria-busy={isFetching} aria-label={t('shop.listLabel')}>
        {data.products.map((product, index) => (
          <li key={product.id} className={classes.item}>
            <ProductCard product={product} layout={view} lazyImage={index >= FIRST_ROW} />
          </li>
        ))}
      </ul>
      <ShopPagination
        page={params.page}
        pageCount={pageCount}
        onChange={(page) => {
          setPage(page);
          // The new page starts at the top of the results, not where the pages were.
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
