import { Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Product } from '../../types';
import { ProductCard } from '../shop/product-card';
import classes from './product.module.css';

/** "Produtos relacionados": small cards, the shop's own, fetched when they come near. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation('ecommerce');
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={classes.related}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('product.related')}
      </Title>
      <ul className={classes.relatedList}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout="compact" headingOrder={3} lazyImage />
          </li>
        ))}
      </ul>
    </section>
  );
}
