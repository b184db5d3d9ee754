import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { InvoiceClient } from '../../types/invoice';
import type { PaymentDetails } from '../../types/document';
import classes from './invoice-document.module.css';
import { Pairs } from './pairs';

interface DocumentPartiesProps {
  client: InvoiceClient;
  paymentDetails: PaymentDetails;
}

/** Whom the invoice is for, and where to pay it. */
export function DocumentParties({ client, paymentDetails }: DocumentPartiesProps) {
  const { t } = useTranslation('invoice-preview');
  const { currency } = useFormat();
  const billTo = useId();
  const payTo = useId();
  const lines = [
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ];
  return (
    <div className={classes.parties}>
      <section aria-labelledby={billTo}>
        <Title order={3} className={classes.sectionTitle} id={billTo}>
          {t('document.billTo')}
        </Title>
        <Text fw={600} {...bidiText(classes.wrap)}>
          {client.name}
        </Text>
        {lines
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <Text key={index} size="sm" c="dimmed" {...bidiText(classes.wrap)}>
              {line}
            </Text>
          ))}
      </section>
      <section aria-labelledby={payTo}>
        <Title order={3} className={classes.sectionTitle} id={payTo}>
          {t('document.paymentDetails')}
        </Title>
        <Pairs
          rows={[
            [t('document.totalDue'), <strong>{currency(paymentDetails.totalDue)}</strong>],
            [t('document.bank'), paymentDetails.bankName],
            [t('document.country'), paymentDetails.country],
            [t('document.iban'), <span dir="ltr">{paymentDetails.iban}</span>],
            [t('document.swift'), <span dir="ltr">{paymentDetails.swiftCode}</span>],
          ]}
        />
      </section>
    </div>
  );
}
