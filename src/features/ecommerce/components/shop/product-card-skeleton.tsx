import { Card, Skeleton } from '@mantine/core';
import type { ProductCardLayout } from './product-card';
import classes from './product-card.module.css';

/** A card's shape while the products load: the same boxes, so nothing moves when they come. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: ProductCardLayout }) {
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} data-layout={layout}>
      <div className={classes.mediaLink}>
        <Skeleton className={classes.media} radius="md" />
      </div>
      <div className={classes.body}>
        <Skeleton height={10} width="30%" radius="sm" />
        <Skeleton height={18} width="85%" radius="sm" mt={4} />
        <Skeleton height={14} width="45%" radius="sm" mt={4} />
      </div>
      <div className={classes.buy}>
        <div className={classes.priceRow}>
          <Skeleton height={24} width="40%" radius="sm" />
          <Skeleton height={34} width={34} radius="sm" />
        </div>
        <Skeleton height={34} radius="sm" />
      </div>
    </Card>
  );
}
