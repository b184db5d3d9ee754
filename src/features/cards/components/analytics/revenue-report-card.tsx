import { BarChart, Sparkline } from '@/components/charts/lazy-charts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useReadingAxes } from '@/components/charts/reading-direction';
import { useTranslation } from '@/lib/i18n-react';
import { useAnalyticsCard } from '../../api';
import { revenueYears, type AnalyticsCard, type RevenueYear } from '../../types';
import { CardFrame } from '@/components/card-frame/card-frame';
import classes from './analytics.module.css';
import { useCalendarNames, useCardFormat } from './hooks';
import {
  ChartBox,
  SkeletonBars,
  SkeletonBlock,
  SkeletonFigure,
  type AnalyticsCardProps,
} from './parts';
import { YearMenu } from './year-menu';

const isRevenueYear = (year: number): year is RevenueYear =>
  (revenueYears as readonly number[]).includes(year);

/** A year's earnings over expenses month by month, with what it earned against its budget. */
export function RevenueReportCard({ order, className }: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const [year, setYear] = useState<RevenueYear>(revenueYears[0]);
  const query = useAnalyticsCard('revenue-report', { year });
  const title = t('revenueReport.title');
  const years = query.data?.years.filter(isRevenueYear) ?? revenueYears;
  return (
    <CardFrame
      title={title}
      order={order}
      className={className}
      query={query}
      actions={
        <YearMenu
          value={year}
          onChange={setYear}
          options={years}
          label={t('revenueReport.yearMenu', {
            year: format.number(year, { useGrouping: false }),
          })}
        />
      }
      skeleton={
        <SkeletonBlock>
          <SkeletonBars height={200} count={12} />
          <SkeletonFigure width="35%" />
        </SkeletonBlock>
      }
    >
      {(data) => <RevenueReport data={data} />}
    </CardFrame>
  );
}

function RevenueReport({ data }: { data: AnalyticsCard<'revenue-report'> }) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const names = useCalendarNames();
  const axes = useReadingAxes();
  const year = format.number(data.year, { useGrouping: false });
  // Expenses hang below the line: drawn negative, read as the amount they are.
  const months = data.earning.map((earning, index) => ({
    month: names.month(index),
    earning,
    expense: -(data.expense[index] ?? 0),
  }));
  const amount = (value: number) => format.compactMoney(Math.abs(value));
  return (
    <div className={classes.body}>
      <div className={classes.report}>
        <ChartBox>
          <BarChart
            // As tall as the card beside it makes this one (a dashboard's row), 260 px at least.
            h="100%"
            mih={260}
            data={months}
            dataKey="month"
            type="stacked"
            series={[
              { name: 'earning', label: t('revenueReport.earning'), color: 'mirante.6' },
              { name: 'expense', label: t('revenueReport.expense'), color: 'yellow.6' },
            ]}
            barChartProps={{ stackOffset: 'sign' }}
            withLegend
            legendProps={{ verticalAlign: 'top', height: 40 }}
            maxBarWidth={12}
            gridAxis="y"
            valueFormatter={amount}
            accessibilityLayer={false}
            {...axes.recharts}
            // Month names are short: every one fits where there is room.
            xAxisProps={{ ...axes.recharts.xAxisProps, minTickGap: 4 }}
          />
        </ChartBox>
        <div className={classes.reportAside}>
          <Text {...bidiText(classes.figure)}>{format.money(data.price)}</Text>
          <Text size="sm" c="dimmed">
            {t('revenueReport.earned', { year })}
          </Text>
          <Text size="sm" fw={600} {...bidiText(classes.number)}>
            {t('revenueReport.budget', { amount: format.money(data.budget) })}
          </Text>
          <ChartBox className={axes.mirrorClass} inert>
            <Sparkline
              h={60}
              data={data.budgetLine}
              curveType="natural"
              color="mirante.4"
              fillOpacity={0.15}
              strokeWidth={2}
            />
          </ChartBox>
        </div>
      </div>
      <ChartSummary
        caption={t('revenueReport.summary', { year })}
        columns={[
          t('summary.month'),
          t('revenueReport.earning'),
          t('revenueReport.expense'),
          t('revenueReport.budgetLine'),
        ]}
        rows={data.earning.map((earning, index) => [
          names.month(index, 'long'),
          format.money(earning),
          format.money(data.expense[index] ?? 0),
          format.money(data.budgetLine[index] ?? 0),
        ])}
      />
    </div>
  );
}
