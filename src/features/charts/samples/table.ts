import type { ChartSummaryProps } from '@/components/chart-summary/chart-summary';
import type { Series } from './types';

/** A summary table of series over categories: one row per category, one column per series. */
export function seriesTable(
  caption: string,
  heading: string,
  categories: readonly string[],
  series: readonly Series[],
  format: (value: number) => string,
): ChartSummaryProps {
  return {
    caption,
    columns: [heading, ...series.map((one) => one.name)],
    rows: categories.map((category, index) => [
      category,
      ...series.map((one) => format(one.values[index] ?? 0)),
    ]),
  };
}
