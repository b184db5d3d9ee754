import { LineChart } from '@/components/charts/lazy-charts';
import { ColorSwatch, Group, Skeleton, Text, type MantineColor } from '@mantine/core';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { AnalyticsCard, TimeRange } from '../../types';
import classes from './analytics.module.css';
import { useCardFormat, useDataLabel, useMirroredAxes, usePointLabels } from './hooks';
import { ChartBox, SkeletonBlock, SkeletonFigure, type AnalyticsCardProps } from './parts';
import { RangedCard } from './ranged-card';

/** The series' colours and strokes: this period solid, the one before it dashed and grey. */
interface Look {
  color: MantineColor;
  swatch: string;
  dash?: string;
}
const looks: readonly [Look, ...Look[]] = [
  { color: 'mirante.6', swatch: 'var(--mantine-color-mirante-6)' },
  { color: 'gray.5', swatch: 'var(--mantine-color-gray-5)', dash: '5 5' },
];
const lookOf = (index: number) => looks[index] ?? looks[0];

/** Revenue over the period against the period before it, point by point. */
export function RevenueCard(props: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  return (
    <RangedCard
      {...props}
      name="revenue"
      title={t('revenue.title')}
      skeleton={
        <SkeletonBlock>
          <Group grow>
            <SkeletonFigure width="70%" />
            <SkeletonFigure width="70%" />
          </Group>
          <Skeleton height={200} radius="md" />
        </SkeletonBlock>
      }
    >
      {(data, range) => <Revenue data={data} range={range} />}
    </RangedCard>
  );
}

function Revenue({ data, range }: { data: AnalyticsCard<'revenue'>; range: TimeRange }) {
  const { t } = useTranslation('analytics');
  const ranges = useTranslation('cards').t;
  const format = useCardFormat();
  const label = useDataLabel();
  const axes = useMirroredAxes();
  const length = Math.max(0, ...data.series.map((series) => series.data.length));
  const { monthly, labels } = usePointLabels(range, length);
  const rows = labels.map((point, index) => ({
    point: point.short,
    ...Object.fromEntries(data.series.map((series) => [series.name, series.data[index] ?? 0])),
  }));
  const totals = [data.thisMonth, data.lastMonth];
  return (
    <div className={classes.body}>
      <div className={classes.pairs}>
        {data.series.map((series, index) => (
          <div key={series.name}>
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={lookOf(index).swatch} size={10} withShadow={false} />
              <Text size="sm" c="dimmed">
                {label(series.name)}
              </Text>
            </Group>
            <Text {...bidiText(classes.smallFigure)}>{format.money(totals[index] ?? 0)}</Text>
          </div>
        ))}
      </div>
      <ChartBox>
        <LineChart
          h={210}
          data={rows}
          dataKey="point"
          series={data.series.map((series, index) => ({
            name: series.name,
            label: label(series.name),
            color: lookOf(index).color,
            strokeDasharray: lookOf(index).dash,
          }))}
          curveType="monotone"
          withDots={false}
          strokeWidth={2.5}
          gridAxis="y"
          valueFormatter={(value) => format.compactMoney(value)}
          accessibilityLayer={false}
          {...axes}
        />
      </ChartBox>
      <ChartSummary
        caption={t('revenue.summary', { range: ranges(`ranges.${range}`) })}
        columns={[
          t(monthly ? 'summary.month' : 'summary.date'),
          ...data.series.map((series) => label(series.name)),
        ]}
        rows={labels.map((point, index) => [
          point.long,
          ...data.series.map((series) => format.money(series.data[index] ?? 0)),
        ])}
      />
    </div>
  );
}
