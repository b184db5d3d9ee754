import { Popover, Skeleton, Stack } from '@mantine/core';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { useTranslation } from '@/lib/i18n-react';
import classes from './cart.module.css';
import { useCartCountSync } from './use-cart-count-sync';

const loadDropdown = () => import('./cart-dropdown');
/** The list, its totals and its calls: fetched when the dropdown first opens. */
const CartDropdown = lazyPiece(loadDropdown);
const preload = () => void loadDropdown().catch(() => undefined);

/**
 * The navbar's cart: the units it holds on a badge (the last count seen, kept in the
 * browser), and a dropdown with the lines, the total and the way to the checkout.
 */
export function CartButton() {
  const { t } = useTranslation('cart');
  const count = useCartCountSync();
  const [opened, setOpened] = useState(false);
  const label = count === null ? t('button.unknown') : t('button.label', { count });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={360}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <NavbarAction
          label={label}
          tooltip={false}
          // A controlled popover leaves the toggling to its button.
          onClick={() => setOpened((open) => !open)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <span className={classes.icon} aria-hidden="true">
            <ShoppingCart size={20} />
            {count ? <span className={classes.badge}>{count > 99 ? '99+' : count}</span> : null}
          </span>
        </NavbarAction>
      </Popover.Target>
      {/* A dialog named by its button ("Carrinho, 3 itens"). */}
      <Popover.Dropdown p="sm" className={classes.dropdown}>
        {opened && (
          <LazyBoundary
            fallback={
              <Stack gap="sm" aria-busy="true">
                <Skeleton height={20} width="50%" />
                <Skeleton height={56} />
                <Skeleton height={36} />
              </Stack>
            }
          >
            <CartDropdown onClose={() => setOpened(false)} />
          </LazyBoundary>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
