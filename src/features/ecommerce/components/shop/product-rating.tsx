import { Group, Rating, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

interface ProductRatingProps {
  rating: number;
  /** How many reviews, said beside the stars when given. */
  reviews?: number;
  size?: MantineSize;
}

/** The stars, read-only, named "4,5 de 5 estrelas" for a screen reader. */
export function ProductRating({ rating, reviews, size = 'sm' }: ProductRatingProps) {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormat();
  return (
    <Group gap={6} wrap="nowrap">
      <Rating
        value={rating}
        fractions={2}
        readOnly
        size={size}
        role="img"
        aria-label={t('product.rating', { value: number(rating, { maximumFractionDigits: 1 }) })}
      />
      {reviews !== undefined && (
        <Text size="xs" c="dimmed">
          {t('product.reviews', { count: reviews, formatted: number(reviews) })}
        </Text>
      )}
    </Group>
  );
}
