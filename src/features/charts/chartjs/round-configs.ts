import type { ChartConfiguration } from 'chart.js';
import type { CategorySample, SliceSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import type { ChartJsBase } from './chartjs-base';

/** One ring of slices in the theme's colours, parted by the card's own colour. */
function sliceData(base: ChartJsBase, sample: SliceSample, theme: ChartTheme, opacity = 1) {
  return {
    labels: sample.slices.map((slice) => slice.name),
    datasets: [
      {
        data: sample.slices.map((slice) => slice.value),
        backgroundColor: sample.slices.map((_, index) => base.color(index, opacity)),
        borderColor: theme.surface,
        borderWidth: 2,
      },
    ],
  };
}

/** Slices' tooltips ("Sudeste: 47%") and their legend under the drawing. */
const slicePlugins = (base: ChartJsBase, sample: SliceSample) =>
  base.plugins(
    ({ label, raw }: { label: string; raw: unknown }) => `${label}: ${sample.format(Number(raw))}`,
    {
      legend: {
        ...base.options.plugins.legend,
        position: 'bottom' as const,
        align: 'center' as const,
      },
    },
  );

export function doughnutConfig(
  base: ChartJsBase,
  sample: SliceSample,
  theme: ChartTheme,
): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: sliceData(base, sample, theme),
    options: { ...base.options, cutout: '58%', plugins: slicePlugins(base, sample) },
  };
}

export function polarAreaConfig(
  base: ChartJsBase,
  sample: SliceSample,
  theme: ChartTheme,
): ChartConfiguration<'polarArea'> {
  return {
    type: 'polarArea',
    data: sliceData(base, sample, theme, 0.7),
    options: {
      ...base.options,
      scales: { r: { ...base.radial(sample.format), pointLabels: { display: false } } },
      plugins: slicePlugins(base, sample),
    },
  };
}

export function radarConfig(
  base: ChartJsBase,
  sample: CategorySample,
): ChartConfiguration<'radar'> {
  const scale = base.radial(sample.tick);
  return {
    type: 'radar',
    data: base.seriesData(sample, (index) => ({
      borderColor: base.color(index),
      backgroundColor: base.color(index, 0.2),
      pointBackgroundColor: base.color(index),
      borderWidth: 2,
      pointRadius: 3,
    })),
    options: {
      ...base.options,
      scales: { r: { ...scale, min: 0, max: 10, ticks: { ...scale.ticks, stepSize: 2 } } },
      plugins: base.plugins(
        (item: { dataset: { label?: string }; raw: unknown }) =>
          `${item.dataset.label ?? ''}: ${sample.format(Number(item.raw))}`,
      ),
    },
  };
}
