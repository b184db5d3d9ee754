import { Anchor, Badge, Card, Text, Title } from '@mantine/core';
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ecommercePaths } from '../../paths';
import type { ShopView } from '../../shop-state';
import type { Product } from '../../types';
import { AddToCartButton } from './add-to-cart-button';
import classes from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductRating } from './product-rating';
import { WishlistToggle } from './wishlist-toggle';

export type ProductCardLayout = ShopView | 'compact';

interface ProductCardProps {
  product: Product;
  /** `grid` (a tile), `list` (a row with the description) or `compact` (a related product). */
  layout?: ProductCardLayout;
  /** The name's heading level: `h2` under the shop's title, `h3` under "related products". */
  headingOrder?: 2 | 3;
  /** A card below the first row: its picture is fetched when it comes near. */
  lazyImage?: boolean;
}

/**
 * A product in the shop: its picture, name (a link to its page), brand, stars, price, free
 * shipping, stock, the wishlist's heart and the cart's button.
 */
export function ProductCard({
  product,
  layout = 'grid',
  headingOrder = 2,
  lazyImage = false,
}: ProductCardProps) {
  const { t } = useTranslation('ecommerce');
  const { currency } = useFormat();
  const nameId = useId();
  const to = ecommercePaths.productDetail(product.slug);
  const compact = layout === 'compact';
  const soldOut = product.stock <= 0;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding={compact ? 'xs' : 'sm'}
      className={classes.card}
      data-layout={layout}
      // Sold out: the picture fades; the cart's button says "Esgotado".
      data-sold-out={soldOut || undefined}
      aria-labelledby={nameId}
    >
      {/* The picture leads to the page too, for a pointer; the name is the link to tab to. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className={classes.mediaLink}>
        <ProductImage src={product.image} alt="" size={compact ? 200 : 320} lazy={lazyImage} />
      </Link>
      <div className={classes.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {product.brand}
        </Text>
        <Title
          order={headingOrder}
          size={compact ? 'h6' : 'h5'}
          id={nameId}
          className={classes.name}
        >
          <Anchor component={Link} to={to} c="inherit">
            {product.name}
          </Anchor>
        </Title>
        <ProductRating rating={product.rating} size="xs" />
        {layout === 'list' && (
          <Text size="sm" c="dimmed" lineClamp={2} className={classes.description}>
            {product.description}
          </Text>
        )}
        {product.hasFreeShipping && (
          <Badge
            variant="light"
            color="teal"
            size="sm"
            className={classes.mark}
            leftSection={<Truck size={12} aria-hidden="true" />}
          >
            {t('product.freeShipping')}
          </Badge>
        )}
      </div>
      <div className={classes.buy}>
        {/* The heart beside the price: the cart's button keeps the card's whole width, so its
            words fit a narrow tile (three to a row beside the filters). */}
        <div className={classes.priceRow}>
          <Text fw={700} size={compact ? 'md' : 'lg'} className={classes.price}>
            {currency(product.price)}
          </Text>
          <WishlistToggle product={product} describedBy={nameId} size={compact ? 'md' : 'lg'} />
        </div>
        <AddToCartButton
          product={product}
          describedBy={nameId}
          size={compact ? 'xs' : 'sm'}
          fullWidth
        />
      </div>
    </Card>
  );
}
