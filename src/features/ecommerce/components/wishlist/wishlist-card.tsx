import { Anchor, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ecommercePaths } from '../../paths';
import type { Product } from '../../types';
import { ProductImage } from '../shop/product-image';
import { ProductRating } from '../shop/product-rating';
import card from '../shop/product-card.module.css';
import classes from './wishlist.module.css';

interface WishlistCardProps {
  product: Product;
  /** Below the first row: its picture is fetched when it comes near. */
  lazyImage: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
}

/**
 * A wished product: picture, name (a link to its page), brand, stars, price and actions, drawn
 * with the shop card's styles (only the grid and the actions are the wishlist's own).
 */
export function WishlistCard({ product, lazyImage, onMoveToCart, onRemove }: WishlistCardProps) {
  const { t } = useTranslation(['checkout', 'ecommerce']);
  const { currency } = useFormat();
  const nameId = useId();
  const to = ecommercePaths.productDetail(product.slug);
  const soldOut = product.stock <= 0;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="sm"
      className={card.card}
      aria-labelledby={nameId}
      data-sold-out={soldOut || undefined}
    >
      {/* The picture leads to the page too, for a pointer; the name is the link to tab to. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className={card.mediaLink}>
        <ProductImage src={product.image} alt="" size={320} lazy={lazyImage} />
      </Link>
      <div className={card.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {product.brand}
        </Text>
        <Title order={2} size="h5" id={nameId} className={card.name}>
          <Anchor component={Link} to={to} c="inherit">
            {product.name}
          </Anchor>
        </Title>
        <ProductRating rating={product.rating} reviews={product.reviews} size="xs" />
        <Group gap="xs" mt={4}>
          <Text fw={700} size="lg" className={card.price}>
            {currency(product.price)}
          </Text>
          {product.isInCart && (
            <Badge variant="light" size="sm">
              {t('wishlist.inCart')}
            </Badge>
          )}
        </Group>
      </div>
      <div className={classes.actions}>
        <Button
          leftSection={<ShoppingCart size={16} aria-hidden="true" />}
          onClick={onMoveToCart}
          disabled={soldOut}
          aria-describedby={nameId}
        >
          {soldOut ? t('ecommerce:product.outOfStock') : t('wishlist.moveToCart')}
        </Button>
        <Button
          variant="default"
          leftSection={<Trash2 size={16} aria-hidden="true" />}
          onClick={onRemove}
          aria-describedby={nameId}
        >
          {t('wishlist.remove')}
        </Button>
      </div>
    </Card>
  );
}
