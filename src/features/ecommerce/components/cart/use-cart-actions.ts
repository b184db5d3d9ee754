import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useAddToCart, useMoveToWishlist, useRemoveFromCart, useSetCartQty } from '../../mutations';
import type { CartLine } from '../../types';

/**
 * What a person does with a cart line, in the dropdown and in the checkout: remove it (with
 * "Desfazer", which puts it back with its quantity) and move it to the wishlist. Failures are
 * said by the calls' error policy.
 */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const remove = useRemoveFromCart();
  const add = useAddToCart();
  const setQty = useSetCartQty();
  const moveToWishlist = useMoveToWishlist();

  const putBack = async (line: CartLine) => {
    await add.mutateAsync(line);
    if (line.qty > 1) await setQty.mutateAsync({ productId: line.id, qty: line.qty });
  };

  // `mutateAsync`, not `mutate`'s callbacks: the toast follows even when the dropdown that
  // asked has closed meanwhile. A failure is the error policy's to say.
  const quiet = () => undefined;
  return {
    remove: (line: CartLine) =>
      void remove.mutateAsync(line.id).then(
        () =>
          toast.undo({
            id: `cart-removed-${line.id}`,
            message: t('line.removed', { name: line.name }),
            onUndo: () => void putBack(line).catch(quiet),
          }),
        quiet,
      ),
    moveToWishlist: (line: CartLine) =>
      void moveToWishlist
        .mutateAsync(line)
        .then(() => toast.success(t('line.moved', { name: line.name })), quiet),
    /** The product whose line is being removed or moved, if any. */
    busyId: remove.isPending
      ? remove.variables
      : moveToWishlist.isPending
        ? moveToWishlist.variables.id
        : undefined,
  };
}
