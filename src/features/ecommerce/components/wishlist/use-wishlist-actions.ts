import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useAddToWishlist, useMoveToCart, useRemoveFromWishlist } from '../../mutations';
import type { Product } from '../../types';

const quiet = () => undefined;

/**
 * What a person does with a wished product: move it to the cart (said differently when it
 * was there already) or remove it, with "Desfazer" putting it back. Failures are said by the
 * calls' error policy; the toasts follow even when the card is gone meanwhile.
 */
export function useWishlistActions() {
  const { t } = useTranslation('checkout');
  const move = useMoveToCart();
  const remove = useRemoveFromWishlist();
  const add = useAddToWishlist();
  return {
    moveToCart: (product: Product) =>
      void move.mutateAsync(product).then(({ alreadyInCart }) => {
        toast.success(
          t(alreadyInCart ? 'wishlist.alreadyInCart' : 'wishlist.moved', { name: product.name }),
        );
      }, quiet),
    remove: (product: Product) =>
      void remove.mutateAsync(product.id).then(
        () =>
          toast.undo({
            id: `wishlist-removed-${product.id}`,
            message: t('wishlist.removed', { name: product.name }),
            onUndo: () => void add.mutateAsync(product).catch(quiet),
          }),
        quiet,
      ),
  };
}
