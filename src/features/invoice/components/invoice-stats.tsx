import { AlarmClock, FileText, HandCoins, Wallet } from 'lucide-react';
import { StatsGrid } from '@/components/stat-figure/stats-grid';
import { useTranslation } from '@/lib/i18n-react';
import { DEFAULT_CURRENCY } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { useInvoiceSummary } from '../api';

/** The figures over the list: how many invoices, received, still owed, past due. */
export function InvoiceStats() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { data: sums, error, refetch } = useInvoiceSummary();
  const money = (value: number) =>
    format.number(value, {
      style: 'currency',
      currency: DEFAULT_CURRENCY,
      maximumFractionDigits: 0,
    });
  return (
    <StatsGrid
      label={t('stats.label')}
      stats={
        sums && [
          {
            id: 'count',
            icon: FileText,
            color: 'mirante',
            figure: format.number(sums.count),
            label: t('stats.count'),
          },
          {
            id: 'received',
            icon: Wallet,
            color: 'teal',
            figure: money(sums.received),
            label: t('stats.received'),
          },
          {
            id: 'owed',
            icon: HandCoins,
            color: 'yellow',
            figure: money(sums.owed),
            label: t('stats.owed'),
          },
          {
            id: 'pastDue',
            icon: AlarmClock,
            color: 'red',
            figure: format.number(sums.pastDue),
            label: t('stats.pastDue'),
          },
        ]
      }
      error={error}
      errorTitle={t('stats.failed')}
      onRetry={() => void refetch()}
    />
  );
}
