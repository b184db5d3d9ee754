import { Stack, Text } from '@mantine/core';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { shownStatus } from '@/lib/query-client';
import { useFormat } from '@/lib/use-format';
import { useWishlist } from '../api';
import { ProductCardSkeleton } from '../components/shop/product-card-skeleton';
import { useWishlistActions } from '../components/wishlist/use-wishlist-actions';
import { WishlistCard } from '../components/wishlist/wishlist-card';
import { WishlistEmpty } from '../components/wishlist/wishlist-empty';
import classes from '../components/wishlist/wishlist.module.css';

export const namespaces = ['checkout', 'ecommerce'] as const;

/** The first cards (a row, on a wide screen) fetch their pictures at once; the rest lazily. */
const FIRST_ROW = 4;

/**
 * `/apps/ecommerce/wishlist`: the wished products, each to move to the cart or remove (with
 * an undo). Another tab's change is read again by the navbar cart's signal.
 */
export default function WishlistPage() {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const query = useWishlist();
  const actions = useWishlistActions();
  const status = shownStatus(query);
  const products = query.data?.products ?? [];

  if (status === 'error') {
    return (
      <QueryError
        error={query.error}
        title={t('wishlist.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      {status === 'pending' ? (
        <ul className={classes.grid} aria-label={t('wishlist.loading')}>
          {Array.from({ length: FIRST_ROW }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('wishlist.count', {
              count: products.length,
              formatted: format.number(products.length),
            })}
          </Text>
          <ul className={classes.grid} aria-label={t('wishlist.listLabel')}>
            {products.map((product, index) => (
              <li key={product.id}>
                <WishlistCard
                  product={product}
                  lazyImage={index >= FIRST_ROW}
                  onMoveToCart={() => actions.moveToCart(product)}
                  onRemove={() => actions.remove(product)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
