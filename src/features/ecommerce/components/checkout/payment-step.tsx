import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Info, Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useFormFailure } from '@/components/form-failure/form-failure';
import { QueryError } from '@/components/query-state/query-error';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useAddresses, usePlaceOrder } from '../../checkout-api';
import {
  cardFieldsSchema,
  cardPayment,
  type Address,
  type Order,
  type OrderPayment,
  type PaymentMethod,
} from '../../checkout-types';
import type { CartLine } from '../../types';
import { chosenAddress } from './address-step';
import { AddressText } from './address-text';
import { CardFields } from './card-fields';
import classes from './checkout.module.css';
import { CheckoutLayout } from './checkout-layout';
import { StepBackButton } from './checkout-stepper';
import { OrderFailure } from './order-failure';
import { PaymentMethodChoice } from './payment-method-choice';

export interface PlacedOrder {
  order: Order;
  address: Address;
  payment: OrderPayment;
}

interface PaymentStepProps {
  lines: readonly CartLine[];
  couponCode: string | undefined;
  addressId: number | null;
  /** The order's figures, beside the payment. */
  summary: ReactNode;
  onBack: () => void;
  /** No saved address to deliver to: back to the address step. */
  onNoAddress: () => void;
  onPlaced: (placed: PlacedOrder) => void;
}

/**
 * Step 3: where it goes (with a way back to change it), how it is paid (card, PIX, boleto)
 * and "Finalizar compra". The card's number and code never leave the form: the order is
 * told its last four digits and holder. A failure keeps everything typed and says why.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { lines, couponCode, addressId, summary, onBack, onNoAddress, onPlaced } = props;
  const { t } = useTranslation('checkout');
  const addresses = useAddresses();
  const place = usePlaceOrder();
  const failure = useFormFailure();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const card = useZodForm(cardFieldsSchema, {
    initialValues: { number: '', holder: '', expiry: '', cvv: '' },
  });
  const saved = addresses.data?.addresses;
  const address = saved && chosenAddress(saved, addressId);
  const noAddress = saved !== undefined && address === undefined;
  useEffect(() => {
    if (noAddress) onNoAddress();
  }, [noAddress, onNoAddress]);

  const placeOrder = async (payment: OrderPayment) => {
    if (!address) return;
    failure.clear();
    try {
      const { order } = await place.mutateAsync({
        addressId: address.id,
        payment,
        ...(couponCode ? { coupon: couponCode } : {}),
      });
      onPlaced({ order, address, payment });
    } catch (error) {
      failure.show(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (method === 'card') {
      card.onSubmit((fields) => placeOrder(cardPayment(fields)))(event);
      return;
    }
    event.preventDefault();
    if (!place.isPending) void placeOrder({ method });
  };

  const delivery = address ? (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('payment.deliverTo')}
          </Text>
          <AddressText address={address} />
        </Stack>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('payment.changeAddress')}
        </Anchor>
      </Group>
    </Card>
  ) : addresses.isError ? (
    <QueryError
      error={addresses.error}
      title={t('address.loadFailed')}
      onRetry={() => void addresses.refetch()}
    />
  ) : (
    <Skeleton height={120} radius="md" />
  );

  return (
    <form noValidate onSubmit={submit}>
      <CheckoutLayout
        asideLabel={t('prices.title')}
        aside={
          <Stack gap="sm">
            {summary}
            <OrderFailure error={failure.error} lines={lines} />
            <Group grow gap="sm" className={classes.stepButtons}>
              <StepBackButton onBack={onBack} />
              <Button
                type="submit"
                loading={place.isPending}
                disabled={!address}
                leftSection={<Lock size={16} aria-hidden="true" />}
              >
                {t('payment.place')}
              </Button>
            </Group>
          </Stack>
        }
      >
        <Stack gap="lg">
          {delivery}
          <PaymentMethodChoice value={method} onChange={setMethod} />
          {method === 'card' ? (
            <CardFields form={card} />
          ) : (
            <Alert variant="light" icon={<Info size={18} aria-hidden="true" />}>
              {t(method === 'pix' ? 'payment.pixExplained' : 'payment.boletoExplained')}
            </Alert>
          )}
        </Stack>
      </CheckoutLayout>
    </form>
  );
}
