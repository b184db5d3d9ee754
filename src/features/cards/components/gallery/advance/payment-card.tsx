import { Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { Nfc } from 'lucide-react';
import { useState } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { invoice, paymentCards } from '../../../advance-samples';
import classes from './advance.module.css';

/** The invoice due, the saved cards to pay it with, and the chosen card drawn. */
export function PaymentCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const [chosen, setChosen] = useState(paymentCards[0]?.id ?? '');
  const card = paymentCards.find((item) => item.id === chosen) ?? paymentCards[0];
  const amount = format.currency(invoice.amount);
  const expiry = (value: string) => format.date(value, { month: '2-digit', year: '2-digit' });
  if (!card) return null;
  return (
    <Card withBorder className={classes.full}>
      <Title order={2} size="h5">
        {t('advance.payment.title')}
      </Title>
      <Text size="sm" c="dimmed" {...bidiText()}>
        {t('advance.payment.due', { date: format.date(invoice.due, { dateStyle: 'long' }) })}
      </Text>
      <div className={classes.creditCard} aria-hidden="true">
        <Group justify="space-between">
          <Text fw={700}>{card.brand}</Text>
          <Nfc size={22} />
        </Group>
        <Text className={classes.cardNumber}>
          {t('advance.payment.number', { last4: card.last4 })}
        </Text>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" className={classes.cardLabel}>
              {t('advance.payment.holder')}
            </Text>
            <Text size="sm" fw={600}>
              {card.holder}
            </Text>
          </div>
          <div>
            <Text size="xs" className={classes.cardLabel}>
              {t('advance.payment.expiry')}
            </Text>
            <Text size="sm" fw={600}>
              {expiry(card.expiry)}
            </Text>
          </div>
        </Group>
      </div>
      <Radio.Group value={chosen} onChange={setChosen} label={t('advance.payment.choose')} mt="md">
        <Stack gap="xs" mt="xs">
          {paymentCards.map((item) => (
            <Radio
              key={item.id}
              value={item.id}
              label={t('advance.payment.option', {
                brand: item.brand,
                last4: item.last4,
                expiry: expiry(item.expiry),
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        fullWidth
        mt="lg"
        onClick={() => toast.success(t('advance.payment.done', { amount, last4: card.last4 }))}
      >
        {t('advance.payment.pay', { amount })}
      </Button>
    </Card>
  );
}
