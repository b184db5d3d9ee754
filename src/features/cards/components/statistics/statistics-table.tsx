import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { Series, TimeRange } from '../../types';
import { pointDates } from './point-dates';
import { useDataText } from './use-data-text';
import { useFigures } from './use-figures';

interface StatisticsTableProps {
  /** The tile's label (already translated). */
  card: string;
  range: TimeRange;
  series: readonly Series[];
  money?: boolean;
}

/** A tile's text alternative: its series, a row per day (or month) of the range. */
export function StatisticsTable({ card, range, series, money = false }: StatisticsTableProps) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const figures = useFigures();
  const text = useDataText();
  const length = Math.max(0, ...series.map((one) => one.data.length));
  const { dates, monthly } = pointDates(range, length);
  return (
    <ChartSummary
      caption={t('statistics.caption', { card, range: t(`ranges.${range}`) })}
      columns={[
        t(monthly ? 'statistics.month' : 'statistics.day'),
        ...series.map((one) => text.series(one.name)),
      ]}
      rows={dates.map((date, index) => [
        format.date(date, monthly ? { month: 'long', year: 'numeric' } : { dateStyle: 'medium' }),
        ...series.map((one) => {
          const value = one.data[index];
          return value === undefined ? '—' : figures.full(value, money);
        }),
      ])}
    />
  );
}
