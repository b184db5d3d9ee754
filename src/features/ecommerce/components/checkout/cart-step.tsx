import { Button, Stack } from '@mantine/core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { cartTotals } from '../../totals';
import type { CartLine } from '../../types';
import { useCartActions } from '../cart/use-cart-actions';
import { CartLineRow } from './cart-line-row';
import { CheckoutLayout } from './checkout-layout';
import { CouponField } from './coupon-field';
import { PriceDetails } from './price-details';
import type { AppliedCoupon } from './use-applied-coupon';

interface CartStepProps {
  lines: CartLine[];
  coupon: AppliedCoupon;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
  onContinue: () => void;
}

/** Step 1: the lines with their quantities, the coupon, the figures and "Continuar". */
export function CartStep({
  lines,
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
  onContinue,
}: CartStepProps) {
  const { t } = useTranslation('checkout');
  const actions = useCartActions();
  const totals = cartTotals(lines, coupon.percent);
  return (
    <CheckoutLayout
      asideLabel={t('prices.title')}
      aside={
        <PriceDetails
          totals={totals}
          couponCode={coupon.coupon?.code}
          before={
            <CouponField
              applied={coupon.coupon}
              appliedCode={coupon.code}
              appliedError={coupon.error}
              onApply={onApplyCoupon}
              onRemove={onRemoveCoupon}
            />
          }
        >
          <Button
            fullWidth
            rightSection={<ArrowRight size={16} aria-hidden="true" className="mirror-rtl" />}
            onClick={onContinue}
          >
            {t('steps.continue')}
          </Button>
        </PriceDetails>
      }
    >
      <Stack gap="sm">
        {lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            busy={actions.busyId === line.id}
            onRemove={() => actions.remove(line)}
            onMoveToWishlist={() => actions.moveToWishlist(line)}
          />
        ))}
      </Stack>
    </CheckoutLayout>
  );
}
