import { BarChart } from '@/components/charts/lazy-charts';
import { Group, Text } from '@mantine/core';
import { CalendarClock, RefreshCw, Target, Users } from 'lucide-react';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { AnalyticsCard } from '../../types';
import classes from './analytics.module.css';
import { useCalendarNames, useCardFormat, useMirroredAxes } from './hooks';
import {
  ChartBox,
  SkeletonBars,
  SkeletonBlock,
  SkeletonFigure,
  StatItem,
  TrendBadge,
  type AnalyticsCardProps,
} from './parts';
import { RangedCard } from './ranged-card';

/** Average sessions: the figure and its growth, sessions by weekday, and four key figures. */
export function AvgSessionsCard(props: AnalyticsCardProps) {
  const { t } = useTranslation('analytics');
  return (
    <RangedCard
      {...props}
      name="avg-sessions"
      title={t('avgSessions.title')}
      skeleton={
        <SkeletonBlock>
          <SkeletonFigure />
          <SkeletonBars height={110} />
          <SkeletonFigure width="60%" />
        </SkeletonBlock>
      }
    >
      {(data) => <AvgSessions data={data} />}
    </RangedCard>
  );
}

function AvgSessions({ data }: { data: AnalyticsCard<'avg-sessions'> }) {
  const { t } = useTranslation('analytics');
  const format = useCardFormat();
  const names = useCalendarNames();
  const axes = useMirroredAxes();
  const busiest = Math.max(...data.series);
  const days = data.series.map((sessions, index) => ({
    day: names.weekday(index),
    sessions,
  }));
  return (
    <div className={classes.body}>
      <div className={classes.split}>
        <div>
          <Text {...bidiText(classes.bigFigure)}>{format.compact(data.sessions)}</Text>
          <Text size="sm" c="dimmed">
            {t('avgSessions.caption')}
          </Text>
          <Group gap="xs" mt="xs">
            <TrendBadge change={data.growth} />
            <Text size="sm" c="dimmed">
              {t('avgSessions.vsPrevious')}
            </Text>
          </Group>
        </div>
        <ChartBox>
          <BarChart
            h={120}
            data={days}
            dataKey="day"
            series={[{ name: 'sessions', label: t('avgSessions.sessions') }]}
            getBarColor={(value) =>
              value === busiest ? 'mirante.6' : 'var(--analytics-muted-bar)'
            }
            withYAxis={false}
            withXAxis={false}
            gridAxis="none"
            maxBarWidth={14}
            barProps={{ radius: 6 }}
            valueFormatter={(value) => format.number(value)}
            accessibilityLayer={false}
            {...axes}
          />
        </ChartBox>
      </div>
      <ChartSummary
        caption={t('avgSessions.summary')}
        columns={[t('summary.day'), t('avgSessions.sessions')]}
        rows={data.series.map((sessions, index) => [
          names.weekday(index, 'long'),
          format.number(sessions),
        ])}
      />
      <div className={`${classes.pairs} ${classes.divided}`}>
        <StatItem
          icon={Target}
          label={t('avgSessions.goal')}
          value={format.compactMoney(data.goal)}
        />
        <StatItem
          icon={Users}
          color="cyan"
          label={t('avgSessions.users')}
          value={format.compact(data.users)}
        />
        <StatItem
          icon={RefreshCw}
          color="teal"
          label={t('avgSessions.retention')}
          value={format.points(data.retention)}
        />
        <StatItem
          icon={CalendarClock}
          color="yellow"
          label={t('avgSessions.duration')}
          value={format.number(data.duration, { style: 'unit', unit: 'year', unitDisplay: 'long' })}
        />
      </div>
    </div>
  );
}
