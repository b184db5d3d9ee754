import { Group, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useStatisticsCard } from '../../api';
import { DEFAULT_RANGE, type StatisticsName, type TimeRange } from '../../types';
import { CardFrame } from '@/components/card-frame/card-frame';
import { TimeRangeMenu } from '../time-range-menu';
import { StatisticsChart } from './statistics-chart';
import { StatFigure } from '@/components/stat-figure/stat-figure';
import { StatisticsSkeleton } from './statistics-skeleton';
import { headlineOf, statisticsSpecs } from './statistics-specs';
import { StatisticsTable } from './statistics-table';
import { useDataText } from './use-data-text';
import { useFigures } from './use-figures';
import classes from './statistics.module.css';

export interface StatisticsTileProps {
  /** `compact`: icon, figure and label side by side, no chart (a dashboard's top row). */
  variant?: 'chart' | 'compact';
  /** The range shown; set by a parent that owns it, the tile's own menu's otherwise. */
  range?: TimeRange;
  onRangeChange?: (range: TimeRange) => void;
  /** Whether the tile shows its own range menu (by default those of `statisticsSpecs` do). */
  withRangeMenu?: boolean;
  /** Height of the drawing, in px. */
  chartHeight?: number;
  className?: string;
}

/** One statistics tile: a card call's headline figure, its label and its sparkline. */
export function StatisticsTile({
  name,
  variant = 'chart',
  range: givenRange,
  onRangeChange,
  withRangeMenu,
  chartHeight = 72,
  className,
}: StatisticsTileProps & { name: StatisticsName }) {
  const { t } = useTranslation('cards');
  const figures = useFigures();
  const text = useDataText();
  const spec = statisticsSpecs[name];
  const [ownRange, setOwnRange] = useState<TimeRange>(DEFAULT_RANGE);
  const range = givenRange ?? ownRange;
  const query = useStatisticsCard(name, { range });
  const cardName = t(`statistics.names.${name}`);
  const compact = variant === 'compact';
  const menu = !compact && (withRangeMenu ?? spec.rangeMenu ?? false);
  const Icon = spec.icon;

  return (
    <CardFrame
      label={cardName}
      query={query}
      skeleton={<StatisticsSkeleton compact={compact} />}
      // Two tiles wide in a grid of tiles: room for the menu's words beside the icon.
      className={[menu && classes.wide, className].filter(Boolean).join(' ') || undefined}
    >
      {(data) => {
        const headline = headlineOf(data);
        const figure = figures.headline(headline, spec.money);
        const label = text.title(data.title);
        if (compact) {
          return <StatFigure icon={Icon} color={spec.color} figure={figure} label={label} />;
        }
        return (
          <div className={classes.tile}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <ThemeIcon variant="light" color={spec.color} size={44} radius="md" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              {menu && (
                <TimeRangeMenu value={range} onChange={onRangeChange ?? setOwnRange} card={label} />
              )}
            </Group>
            <div>
              <Text {...bidiText(classes.figure)} title={figures.full(headline, spec.money)}>
                {figure}
              </Text>
              <Text size="sm" c="dimmed" className={classes.label}>
                {label}
              </Text>
            </div>
            <StatisticsChart
              kind={spec.chart}
              color={spec.color}
              series={data.series}
              height={chartHeight}
            />
            <StatisticsTable card={label} range={range} series={data.series} money={spec.money} />
          </div>
        );
      }}
    </CardFrame>
  );
}
