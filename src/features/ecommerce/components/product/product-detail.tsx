import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Truck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Product } from '../../types';
import { ProductImage } from '../shop/product-image';
import { ProductRating } from '../shop/product-rating';
import { ProductPurchase } from './product-purchase';
import classes from './product.module.css';
import { StockStatus } from './stock-status';

/** The product's picture beside what there is to know and do: side by side from a tablet up. */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce');
  const { currency } = useFormat();
  return (
    <Card
      component="article"
      aria-label={product.name}
      withBorder
      radius="md"
      padding="lg"
      className={classes.detail}
    >
      <div className={classes.picture} data-sold-out={product.stock <= 0 || undefined}>
        <ProductImage src={product.image} alt={product.name} size={560} />
      </div>
      <Stack gap="sm" className={classes.info}>
        <Text size="sm" c="dimmed">
          <Text span fw={600} tt="uppercase" size="xs">
            {product.brand}
          </Text>
          {' · '}
          {t(`categories.${product.category}`)}
        </Text>
        <ProductRating rating={product.rating} reviews={product.reviews} />
        <Text fz={28} fw={700} className={classes.price}>
          {currency(product.price)}
        </Text>
        <Group gap="md">
          <StockStatus stock={product.stock} />
          {product.hasFreeShipping && (
            <Badge
              variant="light"
              color="teal"
              leftSection={<Truck size={12} aria-hidden="true" />}
            >
              {t('product.freeShipping')}
            </Badge>
          )}
        </Group>
        <div>
          <Title order={2} size="h6" mb={4}>
            {t('product.description')}
          </Title>
          <Text size="sm" className={classes.description}>
            {product.description}
          </Text>
        </div>
        <Divider />
        <ProductPurchase key={product.id} product={product} />
      </Stack>
    </Card>
  );
}
