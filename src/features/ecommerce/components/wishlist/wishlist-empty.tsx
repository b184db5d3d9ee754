import { Button, EmptyState } from '@mantine/core';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ecommercePaths } from '../../paths';

/** Nothing wished for yet: what the list is for, and the way to the shop. */
export function WishlistEmpty() {
  const { t } = useTranslation('checkout');
  return (
    <EmptyState
      py="xl"
      size="sm"
      icon={<Heart size={28} aria-hidden="true" />}
      title={t('wishlist.emptyTitle')}
      description={t('wishlist.emptyHint')}
    >
      <Button component={Link} to={ecommercePaths.shop} variant="light" size="xs">
        {t('wishlist.toShop')}
      </Button>
    </EmptyState>
  );
}
