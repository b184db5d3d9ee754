import { Button, type MantineSize } from '@mantine/core';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ecommercePaths } from '../../paths';
import type { Product } from '../../types';
import { useAddToCartAction } from '../../use-product-actions';

interface AddToCartButtonProps {
  product: Product;
  /** How many to add (the product page's quantity); the cart's POST adds one. */
  qty?: number;
  describedBy?: string;
  size?: MantineSize;
  fullWidth?: boolean;
}

/**
 * "Adicionar ao carrinho", which becomes "Ver no carrinho" (a link to the checkout) once the
 * product is in the cart; disabled, saying "Esgotado", when there is none in stock. The
 * keyboard's focus follows the swap from button to link (and back, if the call fails).
 */
export function AddToCartButton({
  product,
  qty = 1,
  describedBy,
  size = 'sm',
  fullWidth,
}: AddToCartButtonProps) {
  const { t } = useTranslation('ecommerce');
  const { addToCart, pending } = useAddToCartAction();
  const focusRef = useRef<HTMLElement>(null);
  const pressed = useRef(false);

  // The element that had the focus was replaced: give it to the new one, unless the person
  // has moved on (the focus is then elsewhere than on the page's body).
  useEffect(() => {
    if (pressed.current && document.activeElement === document.body) focusRef.current?.focus();
  }, [product.isInCart]);

  const icon = <ShoppingCart size={16} aria-hidden="true" />;
  const shared = {
    size,
    fullWidth,
    leftSection: icon,
    'aria-describedby': describedBy,
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) pressed.current = false;
    },
  };

  if (product.isInCart) {
    return (
      <Button
        {...shared}
        ref={focusRef as RefObject<HTMLAnchorElement>}
        component={Link}
        to={ecommercePaths.checkout}
        variant="light"
      >
        {t('product.viewInCart')}
      </Button>
    );
  }
  if (product.stock <= 0) {
    return (
      <Button {...shared} disabled>
        {t('product.outOfStock')}
      </Button>
    );
  }
  return (
    <Button
      {...shared}
      ref={focusRef as RefObject<HTMLButtonElement>}
      onClick={() => {
        if (pending) return;
        pressed.current = true;
        void addToCart(product, qty);
      }}
    >
      {t('product.addToCart')}
    </Button>
  );
}
