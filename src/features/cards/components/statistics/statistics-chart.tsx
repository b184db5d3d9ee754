import { AreaChart, BarChart, LineChart } from '@/components/charts/lazy-charts';
import { useMemo } from 'react';
import { useReadingAxes } from '@/components/charts/reading-direction';
import type { Series } from '../../types';
import type { StatisticsChart as ChartKind } from './statistics-specs';
import classes from './statistics.module.css';

interface StatisticsChartProps {
  kind: ChartKind;
  /** A Mantine colour name: its `filled` variable follows the skin. */
  color: string;
  series: readonly Series[];
  height: number;
}

/** Colours of the series after the first, which takes the tile's own colour. */
const moreColors = ['gray.5', 'cyan.5', 'grape.5'];

/**
 * A tile's drawing, a sparkline with axes and grid left out: an area, lines or bars of its
 * series. Time runs with the reading direction (`readingAxes`): right to left, the drawing,
 * which has no axes, is mirrored whole. It is decoration: its data is read from the tile's table.
 */
export function StatisticsChart({ kind, color, series, height }: StatisticsChartProps) {
  const { mirrorClass } = useReadingAxes();
  const points = useMemo(() => {
    const length = Math.max(0, ...series.map((one) => one.data.length));
    return Array.from({ length }, (_, index) => {
      const row: Record<string, number | null> = { point: index };
      series.forEach((one, at) => (row[`s${at}`] = one.data[index] ?? null));
      return row;
    });
  }, [series]);
  const chartSeries = series.map((_, at) => ({
    name: `s${at}`,
    color: at === 0 ? color : (moreColors[at - 1] ?? 'gray.5'),
  }));
  const common = {
    h: height,
    data: points,
    dataKey: 'point',
    series: chartSeries,
    withXAxis: false,
    withYAxis: false,
    withTooltip: false,
    gridAxis: 'none' as const,
    // The drawing is hidden from assistive technology: it must not take the keyboard's focus.
    accessibilityLayer: false,
  };
  // Bars start at 0. Lines and areas show the shape of the change without magnifying a
  // weekday's dip: the values span the drawing's upper part, with room below (`below` × spread).
  const values = series.flatMap((one) => one.data);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const spread = high - low || Math.abs(high) || 1;
  const fitted = (below: number) =>
    values.length === 0
      ? {}
      : { yAxisProps: { domain: [Math.max(0, low - spread * below), high + spread * 0.05] } };

  return (
    <div className={`${classes.chart} ${mirrorClass}`} aria-hidden="true" data-chart={kind}>
      {kind === 'bar' ? (
        <BarChart
          {...common}
          barProps={{ radius: 4 }}
          maxBarWidth={14}
          barChartProps={{ barGap: 2, barCategoryGap: '20%' }}
        />
      ) : kind === 'line' ? (
        <LineChart
          {...common}
          {...fitted(0.6)}
          curveType="monotone"
          strokeWidth={3}
          withDots={false}
        />
      ) : (
        <AreaChart
          {...common}
          {...fitted(1.2)}
          curveType="monotone"
          strokeWidth={2.5}
          fillOpacity={0.35}
          withDots={false}
        />
      )}
    </div>
  );
}
