import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useAddToCart, useAddToWishlist, useRemoveFromWishlist, useSetCartQty } from './mutations';
import type { Product } from './types';

/**
 * "Adicionar ao carrinho" with a quantity: the cart's POST adds one (SPEC §4), then the line's
 * quantity is set when more were chosen. Says what was added; a failure is said by the
 * mutations' own policy (and the optimistic change is put back).
 */
export function useAddToCartAction() {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormat();
  const add = useAddToCart();
  const setQty = useSetCartQty();
  const { mutateAsync: post } = add;
  const { mutateAsync: patchQty } = setQty;
  const addToCart = useCallback(
    async (product: Product, qty = 1) => {
      try {
        await post(product);
        if (qty > 1) await patchQty({ productId: product.id, qty });
        toast.success(
          t('toasts.addedToCart', { count: qty, formatted: number(qty), name: product.name }),
        );
      } catch {
        // Said by the mutation's `meta.errorMessage` (the error policy), once.
      }
    },
    [post, patchQty, t, number],
  );
  return { addToCart, pending: add.isPending || setQty.isPending };
}

/** The heart: puts a product in the wishlist or takes it out, and says which. */
export function useWishlistToggle() {
  const { t } = useTranslation('ecommerce');
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const { mutate: addOne } = add;
  const { mutate: removeOne } = remove;
  const pending = add.isPending || remove.isPending;
  const toggle = useCallback(
    (product: Product) => {
      if (product.isInWishlist) {
        removeOne(product.id, {
          onSuccess: () => toast.success(t('toasts.removedFromWishlist', { name: product.name })),
        });
      } else {
        addOne(product, {
          onSuccess: () => toast.success(t('toasts.addedToWishlist', { name: product.name })),
        });
      }
    },
    [addOne, removeOne, t],
  );
  return { toggle, pending };
}
