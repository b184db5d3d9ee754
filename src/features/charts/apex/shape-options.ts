import type { ApexOptions } from 'apexcharts';
import type { CandleSample, HeatSample, SliceSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import { merge, onPhone, tooltipHtml, type ApexBase } from './apex-base';

export function donutOptions(base: ApexBase, sample: SliceSample, theme: ChartTheme) {
  return merge(base, {
    chart: { type: 'donut' },
    series: sample.slices.map((slice) => slice.value),
    labels: sample.slices.map((slice) => slice.name),
    legend: { position: 'bottom', horizontalAlign: 'center' },
    stroke: { width: 2, colors: [theme.surface] },
    dataLabels: {
      enabled: true,
      formatter: (_percent: number, { seriesIndex }: { seriesIndex: number }) =>
        sample.format(sample.slices[seriesIndex]?.value ?? 0),
      dropShadow: { enabled: false },
    },
    plotOptions: { pie: { donut: { size: '58%' } } },
    tooltip: { y: { formatter: sample.format } },
  }) as ApexOptions;
}

export function radialOptions(base: ApexBase, sample: SliceSample, theme: ChartTheme) {
  return merge(base, {
    chart: { type: 'radialBar' },
    series: sample.slices.map((slice) => slice.value),
    labels: sample.slices.map((slice) => slice.name),
    legend: {
      show: true,
      position: 'bottom',
      horizontalAlign: 'center',
      formatter: (name: string, { seriesIndex }: { seriesIndex: number }) =>
        `${name}: ${sample.format(sample.slices[seriesIndex]?.value ?? 0)}`,
    },
    plotOptions: {
      radialBar: {
        hollow: { size: '34%' },
        track: { background: theme.grid, strokeWidth: '92%' },
        dataLabels: {
          name: { color: theme.text, fontSize: '13px' },
          value: { color: theme.strong, fontSize: '20px', formatter: sample.format },
          total: { show: false },
        },
      },
    },
  }) as ApexOptions;
}

export function candlestickOptions(
  base: ApexBase,
  sample: CandleSample,
  theme: ChartTheme,
  boxClass: string,
) {
  const candles = theme.axes.inOrder(sample.candles);
  return merge(base, {
    chart: { type: 'candlestick' },
    series: [
      {
        name: sample.title,
        data: candles.map((candle) => ({
          x: candle.label,
          y: [candle.open, candle.high, candle.low, candle.close],
        })),
      },
    ],
    plotOptions: {
      candlestick: {
        colors: { upward: theme.up, downward: theme.down },
        wick: { useFillColor: true },
      },
    },
    xaxis: { type: 'category', tickAmount: 6, labels: { rotate: 0, hideOverlappingLabels: true } },
    ...onPhone(3),
    yaxis: { tickAmount: 4, labels: { formatter: sample.format } },
    tooltip: {
      custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
        const candle = candles[dataPointIndex];
        if (!candle) return '';
        const { names, format } = sample;
        return tooltipHtml(boxClass, candle.day, [
          `${names.open}: ${format(candle.open)}`,
          `${names.high}: ${format(candle.high)}`,
          `${names.low}: ${format(candle.low)}`,
          `${names.close}: ${format(candle.close)}`,
        ]);
      },
    },
  }) as ApexOptions;
}

/** Five steps of the theme's heat scale over the sample's range, named for the legend. */
function heatRanges(sample: HeatSample, theme: ChartTheme) {
  const max = Math.max(...sample.values.flat());
  const step = Math.ceil(max / theme.heat.length / 100) * 100;
  return theme.heat.map((color, index) => {
    const from = index * step;
    const to = index === theme.heat.length - 1 ? max : from + step - 1;
    return { from, to, color, name: `${sample.format(from)}–${sample.format(to)}` };
  });
}

export function heatmapOptions(base: ApexBase, sample: HeatSample, theme: ChartTheme) {
  const columns = theme.axes.inOrder(sample.columns);
  return merge(base, {
    chart: { type: 'heatmap' },
    // Apex stacks its rows from the bottom: the last series is the top row.
    series: [...sample.rows]
      .map((row, index) => ({
        name: row,
        data: theme.axes.inOrder(sample.values[index] ?? []).map((value, column) => ({
          x: columns[column] ?? '',
          y: value,
        })),
      }))
      .reverse(),
    colors: [theme.heat.at(-1)],
    stroke: { width: 2, colors: [theme.surface] },
    legend: { position: 'bottom', horizontalAlign: 'center' },
    plotOptions: {
      heatmap: {
        radius: 3,
        enableShades: false,
        colorScale: { ranges: heatRanges(sample, theme) },
      },
    },
    xaxis: { labels: { rotate: 0, hideOverlappingLabels: true } },
    tooltip: { y: { formatter: sample.format } },
  }) as ApexOptions;
}
