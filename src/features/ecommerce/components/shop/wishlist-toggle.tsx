import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { Heart } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import type { Product } from '../../types';
import { useWishlistToggle } from '../../use-product-actions';

interface WishlistToggleProps {
  product: Product;
  /** The id of the product's name, which the button's description reads. */
  describedBy?: string;
  size?: ActionIconProps['size'];
}

/** The heart: pressed while the product is in the wishlist; its name says what a press does. */
export function WishlistToggle({ product, describedBy, size = 'lg' }: WishlistToggleProps) {
  const { t } = useTranslation('ecommerce');
  const { toggle, pending } = useWishlistToggle();
  const on = product.isInWishlist;
  const label = t(on ? 'product.removeFromWishlist' : 'product.addToWishlist');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={on ? 'light' : 'default'}
        color={on ? 'red' : 'gray'}
        size={size}
        aria-label={label}
        aria-pressed={on}
        aria-describedby={describedBy}
        // Not `disabled` while the call is out: the button would lose the keyboard's focus.
        onClick={() => {
          if (!pending) toggle(product);
        }}
      >
        <Heart size={18} fill={on ? 'currentColor' : 'none'} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
