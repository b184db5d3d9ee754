import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { cardKeys, statisticsCardQueryOptions } from '../../api';
import { DEFAULT_RANGE, type StatisticsName, type TimeRange } from '../../types';
import { CardFrame } from '@/components/card-frame/card-frame';
import { TimeRangeMenu } from '../time-range-menu';
import { StatFigure } from '@/components/stat-figure/stat-figure';
import { StatisticsSkeleton } from './statistics-skeleton';
import { headlineOf, statisticsSpecs } from './statistics-specs';
import { useDataText } from './use-data-text';
import { useFigures } from './use-figures';
import classes from './statistics.module.css';

/** The figures a dashboard's top row sums up, each from its own statistics call. */
export const summaryNames = [
  'sales',
  'active-users',
  'orders',
  'revenue',
] as const satisfies readonly StatisticsName[];

interface StatisticsSummaryProps {
  /** The card's heading level: `h2` on a dashboard, `h3` inside a titled section. */
  order?: 2 | 3 | 4;
  className?: string;
}

/**
 * "Estatísticas": sales, active users, orders and revenue over one range, side by side.
 * The four calls load, fail and retry as one card (their answers are shared with the tiles
 * that show the same figures).
 */
export function StatisticsSummary({ order, className }: StatisticsSummaryProps) {
  const { t } = useTranslation('cards');
  const figures = useFigures();
  const text = useDataText();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<TimeRange>(DEFAULT_RANGE);
  const query = useQuery({
    queryKey: [...cardKeys.all, 'statistics-summary', range],
    queryFn: () =>
      Promise.all(
        summaryNames.map((name) =>
          queryClient.fetchQuery(statisticsCardQueryOptions(name, { range })),
        ),
      ),
    placeholderData: keepPreviousData,
    // Each call retries on its own; the summary adds no rounds of its own.
    retry: false,
  });
  const title = t('statistics.summary.title');

  return (
    <CardFrame
      title={title}
      order={order}
      className={className}
      actions={<TimeRangeMenu value={range} onChange={setRange} card={title} />}
      query={query}
      skeleton={
        <div className={classes.summary}>
          {summaryNames.map((name) => (
            <StatisticsSkeleton key={name} compact />
          ))}
        </div>
      }
    >
      {(answers) => (
        <ul className={classes.summary}>
          {answers.map((data, index) => {
            const spec = statisticsSpecs[summaryNames[index] ?? 'sales'];
            return (
              <li key={data.title}>
                <StatFigure
                  icon={spec.icon}
                  color={spec.color}
                  figure={figures.headline(headlineOf(data), spec.money)}
                  label={text.title(data.title)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </CardFrame>
  );
}
