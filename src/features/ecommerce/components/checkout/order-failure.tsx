import { Alert } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { FormFailure } from '@/components/form-failure/form-failure';
import { isApiError, refusalCode, refusedFields } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import type { CartLine } from '../../types';

interface OrderFailureProps {
  /** The order call's failure, or `null`. */
  error: unknown;
  lines: readonly CartLine[];
}

/**
 * Why the order was not placed, where the person pressed "Finalizar compra": the shop's own
 * refusals in its words (the cart emptied meanwhile, too few in stock, a coupon or address
 * no longer valid), any other failure as every form says it (no connection, a timeout…).
 */
export function OrderFailure({ error, lines }: OrderFailureProps) {
  const { t } = useTranslation('checkout');
  if (error === null) return null;
  const title = t('payment.failed');
  const reason = refusal();
  return reason ? (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<CircleAlert size={18} aria-hidden="true" />}
      title={title}
    >
      {reason}
    </Alert>
  ) : (
    <FormFailure error={error} title={title} />
  );

  function refusal(): string | null {
    if (!isApiError(error)) return null;
    const code = refusalCode(error);
    if (code === 'emptyCart') return t('payment.refused.emptyCart');
    if (code === 'overStock') {
      const body = error.body as { productId?: unknown; stock?: unknown };
      const line = lines.find((candidate) => candidate.id === body.productId);
      const stock = typeof body.stock === 'number' ? body.stock : 0;
      return t('payment.refused.overStock', { count: stock, name: line?.name ?? '' });
    }
    const refused = refusedFields(error);
    if (refused?.coupon) return t('payment.refused.coupon');
    if (refused?.addressId) return t('payment.refused.address');
    return null;
  }
}
