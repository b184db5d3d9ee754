import { useDisclosure } from '@mantine/hooks';
import { AppFrame } from '@/components/app-frame/app-frame';
import { useTranslation } from '@/lib/i18n-react';
import { useProducts } from '../api';
import { ShopFilters } from '../components/shop/shop-filters';
import { ShopResults } from '../components/shop/shop-results';
import { ShopSummary, ShopToolbar } from '../components/shop/shop-toolbar';
import classes from '../components/shop/shop.module.css';
import { useShopState } from '../use-shop-state';

// `table`: the pages' and "Limpar filtros"' words, shared with every list.
export const namespaces = ['ecommerce', 'table'] as const;

/**
 * `/apps/ecommerce/shop?q=&sortBy=&categories=&brands=&priceMin=&priceMax=&rating=
 * &freeShipping=&page=&view=`: the catalogue, nine products a page, searched, filtered and
 * ordered through the URL; the filters beside it, in a drawer on a phone.
 */
export default function ShopPage() {
  const { t } = useTranslation('ecommerce');
  const shop = useShopState();
  const query = useProducts(shop.params);
  const [filtersOpen, filters] = useDisclosure(false);
  const { data } = query;

  return (
    <AppFrame
      label={t('filters.title')}
      closeLabel={t('filters.close')}
      sidebar={
        <ShopFilters
          shop={shop}
          facets={data?.facets}
          loading={query.isPending && !query.error}
          total={data?.total}
          onDone={filters.close}
        />
      }
      sidebarWidth={260}
      drawerOpened={filtersOpen}
      onDrawerClose={filters.close}
    >
      <section className={classes.content} aria-labelledby="shop-title">
        <ShopToolbar shop={shop} onOpenFilters={filters.open} />
        <div className={classes.main}>
          <ShopSummary shop={shop} total={data?.total} />
          <ShopResults shop={shop} query={query} />
        </div>
      </section>
    </AppFrame>
  );
}
