import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { ListResults } from '@/components/list-toolbar/list-results';
import { useTranslation } from '@/lib/i18n-react';
import type { ProductsResponse } from '../../types';
import type { ShopState } from '../../use-shop-state';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import classes from './shop.module.css';

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
  const { view } = shop;
  return (
    <ListResults
      label={t('shop.listLabel')}
      list={shop.list}
      query={query}
      select={(data) => ({ items: data.products, total: data.total })}
      errorTitle={t('shop.loadFailed')}
      // The list view is one row a product: the shared list's single column.
      className={view === 'grid' ? classes.grid : undefined}
      skeleton={<ProductCardSkeleton layout={view} />}
      getKey={(product) => product.id}
      renderItem={(product, lazyImage) => (
        <ProductCard product={product} layout={view} lazyImage={lazyImage} />
      )}
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
