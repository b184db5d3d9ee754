import { useEffect } from 'react';

/**
 * The other tabs hear of a cart or wishlist change through one `localStorage` key (its
 * `storage` event fires in every other tab of the origin), as the layout settings do: each
 * refetches what it shows. The value is only a time stamp; nothing is read from it.
 */
export const CART_SIGNAL_KEY = 'mirante.cartChanged';

export function announceCartChange(): void {
  try {
    localStorage.setItem(CART_SIGNAL_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, full): the other tabs catch up on their next read.
  }
}

/** Runs `onChange` when another tab changed the cart or the wishlist. */
export function useCartSignal(onChange: () => void): void {
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key === CART_SIGNAL_KEY) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [onChange]);
}
