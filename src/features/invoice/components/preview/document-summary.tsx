import { Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Invoice } from '../../types/invoice';
import type { InvoiceDetails } from '../../types/document';
import { invoiceTotals, paidSoFar } from '../../totals';
import classes from './invoice-document.module.css';
import { Pairs, type Pair } from './pairs';

interface DocumentSummaryProps {
  invoice: Invoice;
  details: InvoiceDetails;
}

/** The sums, the payments received and what is still owed; then the note and the terms. */
export function DocumentSummary({ invoice, details }: DocumentSummaryProps) {
  const { t } = useTranslation('invoice-preview');
  const format = useFormat();
  const paymentsTitle = useId();
  const totals = invoiceTotals(details);
  const percent = (value: number) => format.percent(value / 100, 2);
  const { payments } = details;
  const { balance } = invoice;

  const sums: Pair[] = [
    [t('totals.subtotal'), format.currency(totals.subtotal)],
    [
      t('totals.discount', { percent: percent(details.discount) }),
      // Intl writes −0 as "-R$ 0,00": a discount of nothing is plain zero.
      format.currency(totals.discount === 0 ? 0 : -totals.discount),
    ],
    [t('totals.tax', { percent: percent(details.tax) }), format.currency(totals.tax)],
    [t('totals.total'), <strong>{format.currency(totals.total)}</strong>],
  ];
  if (payments.length > 0) sums.push([t('payments.paid'), format.currency(paidSoFar(payments))]);
  const owed: Pair =
    balance < 0
      ? [t('payments.credit'), format.currency(-balance)]
      : [t('payments.balance'), balance === 0 ? t('payments.settled') : format.currency(balance)];

  return (
    <>
      <div className={classes.summary}>
        <div>
          {details.salesperson && (
            <Text size="sm">
              <Text span size="sm" fw={600}>
                {t('document.salesperson')}:
              </Text>{' '}
              <bdi>{details.salesperson}</bdi>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('document.thanks')}
          </Text>
        </div>
        <Pairs rows={[...sums, owed]} className={classes.totals} />
      </div>
      {payments.length > 0 && (
        <section aria-labelledby={paymentsTitle}>
          <Title order={3} className={classes.sectionTitle} id={paymentsTitle}>
            {t('payments.title')}
          </Title>
          <Table verticalSpacing={6} className={classes.payments} aria-labelledby={paymentsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.date')}</Table.Th>
                <Table.Th>{t('payments.method')}</Table.Th>
                <Table.Th className={classes.amount}>{t('payments.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <bdi>{format.day(payment.date)}</bdi>
                  </Table.Td>
                  <Table.Td>
                    {t(`methods.${payment.method}`)}
                    {payment.note && (
                      <Text size="xs" c="dimmed" {...bidiText(classes.wrap)}>
                        {payment.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.amount}>{format.currency(payment.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
      {(details.note || details.paymentTerms) && (
        <footer className={classes.footer}>
          {details.note && (
            <Text size="sm">
              <Text span size="sm" fw={600}>
                {t('document.note')}:
              </Text>{' '}
              <bdi>{details.note}</bdi>
            </Text>
          )}
          {details.paymentTerms && (
            <Text size="sm">
              <Text span size="sm" fw={600}>
                {t('document.terms')}:
              </Text>{' '}
              <bdi>{details.paymentTerms}</bdi>
            </Text>
          )}
        </footer>
      )}
    </>
  );
}
