import type { ApexOptions } from 'apexcharts';
import type { CategorySample, PointSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import { merge, onPhone, type ApexBase } from './apex-base';

/** Series over categories, in reading order, with the sample's ticks and tooltip values. */
function overCategories(base: ApexBase, sample: CategorySample, theme: ChartTheme) {
  return merge(base, {
    series: sample.series.map((one) => ({
      name: one.name,
      data: theme.axes.inOrder(one.values),
    })),
    xaxis: { categories: theme.axes.inOrder(sample.categories) },
    yaxis: { labels: { formatter: sample.tick } },
    tooltip: { y: { formatter: sample.format } },
    ...(sample.categories.length > 7 ? onPhone(6) : {}),
  });
}

export function lineOptions(base: ApexBase, sample: CategorySample, theme: ChartTheme) {
  return merge(overCategories(base, sample, theme), {
    chart: { type: 'line' },
    stroke: { width: 3, curve: 'smooth' },
    markers: { size: 0, hover: { size: 5 } },
  }) as ApexOptions;
}

export function areaOptions(base: ApexBase, sample: CategorySample, theme: ChartTheme) {
  return merge(overCategories(base, sample, theme), {
    chart: { type: 'area', stacked: false },
    stroke: { width: 2, curve: 'smooth' },
    fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
  }) as ApexOptions;
}

export function columnOptions(base: ApexBase, sample: CategorySample, theme: ChartTheme) {
  return merge(overCategories(base, sample, theme), {
    chart: { type: 'bar' },
    plotOptions: { bar: { columnWidth: '72%', borderRadius: 2 } },
    stroke: { show: true, width: 1, colors: ['transparent'] },
  }) as ApexOptions;
}

/**
 * Amounts on a numeric x axis, along the reading direction like every axis: Apex cannot
 * reverse one, so right to left the amounts are placed negated and read back for labels.
 */
export function scatterOptions(base: ApexBase, sample: PointSample, theme: ChartTheme) {
  const { toX, range } = theme.axes;
  const [min, max] = range(0, 1_200);
  return merge(base, {
    chart: { type: 'scatter' },
    series: sample.series.map((one) => ({
      name: one.name,
      data: one.points.map((point) => [toX(point.x), point.y]),
    })),
    markers: { size: 6, strokeWidth: 0, hover: { sizeOffset: 2 } },
    // Apex keeps room for the last label at the right only: right to left it stands at the left.
    ...(theme.rtl ? { grid: { padding: { left: 28 } } } : {}),
    xaxis: {
      type: 'numeric',
      min,
      max,
      tickAmount: 6,
      labels: { formatter: (value: string) => sample.x.tick(toX(Number(value))) },
      title: { text: sample.x.name, style: { fontWeight: 500 } },
    },
    yaxis: {
      min: 0,
      max: 12,
      tickAmount: 4,
      labels: { formatter: sample.y.tick },
      title: { text: sample.y.name, style: { fontWeight: 500 } },
    },
    tooltip: {
      x: { formatter: (value: number) => sample.x.format(toX(value)) },
      y: { formatter: sample.y.format },
    },
    ...onPhone(3),
  }) as ApexOptions;
}
