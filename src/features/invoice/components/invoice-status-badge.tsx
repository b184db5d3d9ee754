import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import type { InvoiceStatus } from '../types/invoice';

export const invoiceStatusColor: Record<InvoiceStatus, MantineColor> = {
  Paid: 'teal',
  Downloaded: 'cyan',
  Sent: 'mirante',
  Draft: 'gray',
  'Partial Payment': 'yellow',
  'Past Due': 'red',
};

/** An invoice's status in words of the active language, in its colour; never cut. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoice');
  return (
    <Badge
      variant="light"
      color={invoiceStatusColor[status]}
      style={{ flexShrink: 0 }}
      miw="max-content"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
