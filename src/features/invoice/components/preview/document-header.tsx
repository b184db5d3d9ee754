import { Group, Stack, Text, Title } from '@mantine/core';
import { LogoMark } from '@/components/brand/logo';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Invoice } from '../../types/invoice';
import { InvoiceStatusBadge } from '../invoice-status-badge';
import { agency } from './agency';
import classes from './invoice-document.module.css';
import { Pairs } from './pairs';

interface DocumentHeaderProps {
  invoice: Invoice;
  /** The id of the document's heading, which names the whole document. */
  titleId: string;
}

/** Who bills (our agency) on one side; the invoice's number, dates and status on the other. */
export function DocumentHeader({ invoice, titleId }: DocumentHeaderProps) {
  const { t } = useTranslation('invoice-preview');
  const format = useFormat();
  // Isolated: a date that wraps in a right-to-left page keeps its order.
  const day = (iso: string) => <bdi>{format.day(iso)}</bdi>;
  return (
    <header className={classes.header}>
      <Stack gap={4} className={classes.agency}>
        <Group gap="xs" wrap="nowrap" mb={6}>
          <LogoMark size={34} />
          <Text fw={700} fz="xl" className={classes.agencyName}>
            {agency.name}
          </Text>
        </Group>
        {agency.address.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t('document.cnpj')} {agency.cnpj}
        </Text>
        <Text size="sm" c="dimmed">
          {agency.email} · <span dir="ltr">{agency.phone}</span>
        </Text>
      </Stack>
      <Stack gap="xs" className={classes.meta}>
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz="h3" id={titleId}>
            {t('document.title', { id: invoice.id })}
          </Title>
          <span className={classes.status}>
            <InvoiceStatusBadge status={invoice.invoiceStatus} />
          </span>
        </Group>
        <Pairs
          rows={[
            [t('document.issued'), day(invoice.issuedDate)],
            [t('document.due'), day(invoice.dueDate)],
          ]}
        />
      </Stack>
    </header>
  );
}
