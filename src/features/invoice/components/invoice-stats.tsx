import { Card, SimpleGrid } from '@mantine/core';
import { AlarmClock, FileText, HandCoins, Wallet } from 'lucide-react';
import { StatFigure } from '@/components/stat-figure/stat-figure';
import { useTranslation } from '@/lib/i18n-react';
import { DEFAULT_CURRENCY } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import type { InvoiceSums } from '../summary';

/** The figures over the list: how many invoices, billed, received, still owed, past due. */
export function InvoiceStats({ sums }: { sums: InvoiceSums }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const money = (value: number) =>
    format.number(value, {
      style: 'currency',
      currency: DEFAULT_CURRENCY,
      maximumFractionDigits: 0,
    });
  const figures = [
    {
      icon: FileText,
      color: 'mirante',
      figure: format.number(sums.count),
      label: t('stats.count'),
    },
    { icon: Wallet, color: 'teal', figure: money(sums.received), label: t('stats.received') },
    { icon: HandCoins, color: 'yellow', figure: money(sums.owed), label: t('stats.owed') },
    {
      icon: AlarmClock,
      color: 'red',
      figure: format.number(sums.pastDue),
      label: t('stats.pastDue'),
    },
  ];
  return (
    <SimpleGrid
      component="section"
      aria-label={t('stats.label')}
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
    >
      {figures.map((item) => (
        <Card key={item.label} withBorder radius="md" padding="sm">
          <StatFigure {...item} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
