import { Skeleton, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useCart } from '../api';
import { AddressStep } from '../components/checkout/address-step';
import { CartStep } from '../components/checkout/cart-step';
import { CheckoutStepper } from '../components/checkout/checkout-stepper';
import classes from '../components/checkout/checkout.module.css';
import { EmptyCart } from '../components/checkout/empty-cart';
import { OrderConfirmation } from '../components/checkout/order-confirmation';
import { PaymentStep, type PlacedOrder } from '../components/checkout/payment-step';
import { PriceDetails } from '../components/checkout/price-details';
import { useAppliedCoupon } from '../components/checkout/use-applied-coupon';
import { useCheckoutRoute } from '../components/checkout/use-checkout-route';
import { cartTotals } from '../totals';

export const namespaces = ['checkout', 'ecommerce'] as const;

/**
 * `/apps/ecommerce/checkout?step=…&coupon=…&address=…`: cart, address and payment, one step
 * at a time (the step, coupon and address in the URL, so a reload keeps them), then the
 * order's confirmation.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const route = useCheckoutRoute();
  const cart = useCart();
  const coupon = useAppliedCoupon(route.coupon);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(route.step);
  // A new step: focus goes to its heading, where a screen reader starts reading it.
  useEffect(() => {
    if (shownStep.current === route.step) return;
    shownStep.current = route.step;
    heading.current?.focus();
  }, [route.step]);

  const { goTo, clear } = route;
  const toAddress = useCallback(() => goTo('address'), [goTo]);
  const onPlaced = useCallback(
    (order: PlacedOrder) => {
      setPlaced(order);
      clear();
    },
    [clear],
  );

  if (placed) return <OrderConfirmation placed={placed} />;

  const lines = cart.data?.products;
  if (!lines) {
    return cart.isError ? (
      <QueryError
        error={cart.error}
        title={t('cart.loadFailed')}
        onRetry={() => void cart.refetch()}
      />
    ) : (
      <Stack gap="md" aria-busy="true" aria-label={t('cart.loading')}>
        <Skeleton height={60} radius="md" />
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (lines.length === 0) return <EmptyCart />;

  const summary = (
    <PriceDetails totals={cartTotals(lines, coupon.percent)} couponCode={coupon.coupon?.code} />
  );
  return (
    <Stack gap="lg">
      <CheckoutStepper step={route.step} onStep={goTo} />
      <section aria-labelledby={headingId}>
        <Title
          order={2}
          id={headingId}
          ref={heading}
          tabIndex={-1}
          mb="md"
          className={classes.stepHeading}
        >
          {t(`steps.${route.step}Title`)}
        </Title>
        {route.step === 'cart' && (
          <CartStep
            lines={lines}
            coupon={coupon}
            onApplyCoupon={route.setCoupon}
            onRemoveCoupon={() => route.setCoupon(null)}
            onContinue={toAddress}
          />
        )}
        {route.step === 'address' && (
          <AddressStep
            selected={route.address}
            onSelect={route.setAddress}
            onBack={() => goTo('cart')}
            onContinue={(address) => goTo('payment', { address })}
            summary={summary}
          />
        )}
        {route.step === 'payment' && (
          <PaymentStep
            lines={lines}
            couponCode={coupon.coupon?.code}
            addressId={route.address}
            summary={summary}
            onBack={toAddress}
            onNoAddress={toAddress}
            onPlaced={onPlaced}
          />
        )}
      </section>
    </Stack>
  );
}
