import { alpha } from '@mantine/core';
import type { CategorySample } from '../samples/types';
import type { ChartFormat } from '../theme/chart-format';
import type { ChartTheme } from '../theme/chart-theme';

/**
 * What every Chart.js chart of the page shares: the active language (`locale`, used by
 * Chart.js's own number formatting), the theme's colours and type for text, grid, legend
 * and tooltip, right-to-left legends and tooltips, no animation for those who asked for
 * less motion.
 */
export function chartjsBase(theme: ChartTheme, format: ChartFormat, reducedMotion: boolean) {
  const font = { family: theme.fontFamily, size: 12 };
  // Right to left, legend items and tooltip lines run from the right; the texts themselves
  // are Portuguese or English and keep their own left-to-right order.
  const text = { rtl: theme.rtl, textDirection: 'ltr' };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    locale: format.locale,
    animation: reducedMotion ? (false as const) : {},
    color: theme.text,
    borderColor: theme.grid,
    // Room for the first and last category names at either end, in both directions.
    layout: { padding: { left: 8, right: 8 } },
    plugins: {
      legend: {
        position: 'top' as const,
        align: 'start' as const,
        ...text,
        labels: { color: theme.text, font, usePointStyle: true, boxWidth: 8, boxHeight: 8 },
      },
      tooltip: {
        ...text,
        backgroundColor: theme.tooltip.background,
        titleColor: theme.tooltip.text,
        bodyColor: theme.tooltip.text,
        borderColor: theme.tooltip.border,
        borderWidth: 1,
        padding: 10,
        titleFont: { ...font, weight: 600 },
        bodyFont: font,
        usePointStyle: true,
        boxPadding: 4,
      },
    },
  };

  /** A cartesian axis; `value` axes take the sample's tick formatter. */
  const axis = (tick?: (value: number) => string) => ({
    grid: { color: theme.grid },
    border: { color: theme.grid },
    ticks: {
      color: theme.text,
      font,
      ...(tick ? { callback: (value: string | number) => tick(Number(value)) } : {}),
    },
  });

  /** The scale of a radar or polar area chart. */
  const radial = (tick: (value: number) => string) => ({
    grid: { color: theme.grid },
    angleLines: { color: theme.grid },
    pointLabels: { color: theme.text, font },
    ticks: {
      color: theme.text,
      font,
      backdropColor: alpha(theme.surface, 0.85),
      callback: (value: string | number) => tick(Number(value)),
    },
  });

  /** The plugins with the tooltip's lines written by `label`; `extra` for a legend of its own. */
  const plugins = <Item>(label: (item: Item) => string | string[], extra = {}) => ({
    ...options.plugins,
    ...extra,
    tooltip: { ...options.plugins.tooltip, callbacks: { label } },
  });

  /** A dataset per series over the sample's categories, each styled by `style(index)`. */
  const seriesData = <Style extends object>(
    sample: CategorySample,
    style: (index: number) => Style,
  ) => ({
    labels: [...sample.categories],
    datasets: sample.series.map((one, index) => ({
      label: one.name,
      data: [...one.values],
      ...style(index),
    })),
  });

  /** An axis's title. */
  const title = (text: string) => ({ display: true, text, color: theme.text, font });

  /** The theme's series colour `index`, optionally see-through. */
  const color = (index: number, opacity = 1) => {
    const base = theme.series[index % theme.series.length] ?? theme.text;
    return opacity === 1 ? base : alpha(base, opacity);
  };

  return { options, axis, radial, plugins, seriesData, title, color };
}

export type ChartJsBase = ReturnType<typeof chartjsBase>;
