import {
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CircleCheck, Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ecommercePaths } from '../../paths';
import { AddressText } from './address-text';
import classes from './checkout.module.css';
import { boletoDueDay, demoPixCode } from './payment-details';
import type { PlacedOrder } from './payment-step';

/**
 * The order placed: its number, what the API charged, how it is paid (the PIX code to copy,
 * the boleto's due day), where it goes, and the way back to the shop. Focus comes to its
 * heading, so a screen reader starts here.
 */
export function OrderConfirmation({ placed }: { placed: PlacedOrder }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order, address, payment } = placed;
  const paidWith =
    payment.method === 'card'
      ? t('confirmation.card', { last4: payment.last4 })
      : t(`payment.methods.${payment.method}`);

  return (
    <Card withBorder radius="md" padding="xl" className={classes.confirmation}>
      <Stack gap="lg">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon color="teal" variant="light" size={56} radius="xl">
            <CircleCheck size={32} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} ref={heading} tabIndex={-1} className={classes.stepHeading}>
            {t('confirmation.title')}
          </Title>
          <Text c="dimmed">{t('confirmation.text')}</Text>
        </Stack>
        <dl className={classes.facts}>
          <div>
            <dt>{t('confirmation.number')}</dt>
            <dd className={classes.orderNumber}>{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t('confirmation.total')}</dt>
            <dd>{format.currency(order.total)}</dd>
          </div>
          <div>
            <dt>{t('confirmation.items')}</dt>
            <dd>{format.number(order.itemCount)}</dd>
          </div>
          <div>
            <dt>{t('confirmation.payment')}</dt>
            <dd>{paidWith}</dd>
          </div>
          <div className={classes.factWide}>
            <dt>{t('confirmation.address')}</dt>
            <dd>
              <AddressText address={address} />
            </dd>
          </div>
        </dl>
        {payment.method === 'pix' && <PixCode code={demoPixCode(order)} />}
        {payment.method === 'boleto' && (
          <Text size="sm">
            {t('confirmation.boletoDue', {
              day: format.day(boletoDueDay(), { weekday: 'long', day: 'numeric', month: 'long' }),
            })}
          </Text>
        )}
        <Group justify="center">
          <Button component={Link} to={ecommercePaths.shop}>
            {t('confirmation.keepShopping')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PixCode({ code }: { code: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="xs">
      <TextInput
        label={t('confirmation.pixLabel')}
        description={t('confirmation.pixHint')}
        value={code}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            leftSection={<Copy size={16} aria-hidden="true" />}
            onClick={copy}
            color={copied ? 'teal' : undefined}
          >
            {copied ? t('confirmation.pixCopied') : t('confirmation.pixCopy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
