import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { CreditCard, Landmark, QrCode, Receipt, Undo2, type LucideIcon } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { transactions, type TransactionKind } from '../../../advance-samples';
import classes from './advance.module.css';
import { CardHeading } from '../card-heading';

const kinds: Record<TransactionKind, { icon: LucideIcon; color: string }> = {
  pix: { icon: QrCode, color: 'teal' },
  card: { icon: CreditCard, color: 'mirante' },
  boleto: { icon: Receipt, color: 'yellow' },
  transfer: { icon: Landmark, color: 'cyan' },
  refund: { icon: Undo2, color: 'grape' },
};

/** The latest money in and out, in reais; the sign says which way, the colour repeats it. */
export function TransactionsCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  return (
    <Card withBorder className={classes.full}>
      <CardHeading
        title={t('advance.transactions.title')}
        subtitle={t('advance.transactions.subtitle')}
      />
      <Stack component="ul" gap="md" mt="md" className={classes.list}>
        {transactions.map((item) => {
          const { icon: Icon, color } = kinds[item.kind];
          return (
            <Group component="li" key={item.id} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={color} size={38} radius="md">
                <Icon size={18} aria-hidden="true" />
              </ThemeIcon>
              <div className={classes.grow}>
                <Text size="sm" fw={600} {...bidiText()}>
                  {item.party}
                </Text>
                <Text size="xs" c="dimmed" {...bidiText()}>
                  {t('advance.transactions.meta', {
                    kind: t(`advance.transactions.kinds.${item.kind}`),
                    date: format.date(item.date, { day: 'numeric', month: 'short' }),
                  })}
                </Text>
              </div>
              <Text
                size="sm"
                fw={700}
                className={`${classes.nowrap} ${item.amount < 0 ? classes.debit : classes.credit}`}
              >
                {t(`advance.transactions.${item.amount < 0 ? 'debit' : 'credit'}`, {
                  amount: format.currency(Math.abs(item.amount)),
                })}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
