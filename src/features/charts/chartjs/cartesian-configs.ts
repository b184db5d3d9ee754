import type { ChartConfiguration } from 'chart.js';
import type { BubbleSample, CategorySample, PointSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import type { ChartJsBase } from './chartjs-base';

/** "Receita: R$ 182.400,00" (any cartesian item: its series' name and its value). */
interface SeriesItem {
  dataset: { label?: string };
  parsed: { y: number | null };
}

/**
 * A category axis from edge to edge (a line's, an area's): its end labels are aligned
 * inwards, or Chart.js cuts the one at the far end when the axis is reversed (it pads the
 * sides as if the categories ran left to right). Numeric axes reverse their ticks too, and
 * are padded right: they keep centred labels.
 */
const edgeTicks = { align: 'inner' as const, maxRotation: 0 };

/**
 * Options of series over categories: the category axis along the reading direction, the
 * value axis on the reading side, one tooltip for all series of a category.
 */
function categoryOptions(
  base: ChartJsBase,
  sample: CategorySample,
  theme: ChartTheme,
  edgeToEdge: boolean,
) {
  return {
    ...base.options,
    interaction: { mode: 'index' as const, intersect: false },
    scales: {
      x: {
        ...base.axis(),
        ...theme.axes.chartjs.x,
        grid: { display: false },
        // On a phone Chart.js skips names rather than tilting them.
        ticks: { ...base.axis().ticks, ...(edgeToEdge ? edgeTicks : { maxRotation: 0 }) },
      },
      y: { ...base.axis(sample.tick), ...theme.axes.chartjs.y },
    },
    plugins: base.plugins(
      (item: SeriesItem) => `${item.dataset.label ?? ''}: ${sample.format(item.parsed.y ?? 0)}`,
    ),
  };
}

/** Lines over categories; `area` fills under each line, see-through. */
export function lineConfig(
  base: ChartJsBase,
  sample: CategorySample,
  theme: ChartTheme,
  area = false,
): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: base.seriesData(sample, (index) => ({
      borderColor: base.color(index),
      backgroundColor: base.color(index, area ? 0.25 : 1),
      fill: area ? ('origin' as const) : false,
      borderWidth: 2,
      tension: 0.35,
      pointRadius: 2,
      pointHoverRadius: 5,
    })),
    options: categoryOptions(base, sample, theme, true),
  };
}

export function barConfig(
  base: ChartJsBase,
  sample: CategorySample,
  theme: ChartTheme,
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: base.seriesData(sample, (index) => ({
      backgroundColor: base.color(index),
      borderRadius: 3,
      maxBarThickness: 18,
    })),
    options: categoryOptions(base, sample, theme, false),
  };
}

/** Amounts and days: numeric axes, the amounts along the reading direction. */
export function scatterConfig(
  base: ChartJsBase,
  sample: PointSample,
  theme: ChartTheme,
): ChartConfiguration<'scatter'> {
  return {
    type: 'scatter',
    data: {
      datasets: sample.series.map((one, index) => ({
        label: one.name,
        data: one.points.map((point) => ({ ...point })),
        backgroundColor: base.color(index, 0.75),
        borderColor: base.color(index),
        pointRadius: 5,
        pointHoverRadius: 7,
      })),
    },
    options: {
      ...base.options,
      scales: {
        x: {
          ...base.axis(sample.x.tick),
          ...theme.axes.chartjs.x,
          min: 0,
          max: 1_200,
          ticks: { ...base.axis(sample.x.tick).ticks, stepSize: 200, maxRotation: 0 },
          title: base.title(sample.x.name),
        },
        y: {
          ...base.axis(sample.y.tick),
          min: 0,
          max: 12,
          ...theme.axes.chartjs.y,
          title: base.title(sample.y.name),
        },
      },
      plugins: base.plugins(
        (item: { dataset: { label?: string }; parsed: { x: number | null; y: number | null } }) =>
          `${item.dataset.label ?? ''}: ${sample.x.format(item.parsed.x ?? 0)} · ${sample.y.format(item.parsed.y ?? 0)}`,
      ),
    },
  };
}

/** The prices a logarithmic axis writes out: 1, 2 and 5 times a power of ten. */
const PRICE_TICKS = [50, 100, 200, 500, 1_000, 2_000];

/** Price on a logarithmic axis (from R$ 58 to R$ 1.450), units up, margin as the size. */
export function bubbleConfig(
  base: ChartJsBase,
  sample: BubbleSample,
  theme: ChartTheme,
): ChartConfiguration<'bubble'> {
  return {
    type: 'bubble',
    data: {
      datasets: sample.bubbles.map((bubble, index) => ({
        label: bubble.name,
        data: [{ x: bubble.x, y: bubble.y, r: 4 + bubble.z * 0.45 }],
        backgroundColor: base.color(index, 0.7),
        borderColor: base.color(index),
      })),
    },
    options: {
      ...base.options,
      scales: {
        x: {
          ...base.axis(sample.x.tick),
          ...theme.axes.chartjs.x,
          type: 'logarithmic',
          min: 40,
          max: 2_500,
          afterBuildTicks: (scale: { ticks: { value: number }[] }) => {
            scale.ticks = PRICE_TICKS.map((value) => ({ value }));
          },
          ticks: { ...base.axis(sample.x.tick).ticks, maxRotation: 0 },
          title: base.title(sample.x.name),
        },
        y: {
          ...base.axis(sample.y.tick),
          min: 0,
          max: 5_000,
          ...theme.axes.chartjs.y,
          title: base.title(sample.y.name),
        },
      },
      plugins: base.plugins(({ datasetIndex }: { datasetIndex: number }) => {
        const bubble = sample.bubbles[datasetIndex];
        if (!bubble) return '';
        return [
          bubble.name,
          `${sample.x.name}: ${sample.x.format(bubble.x)}`,
          `${sample.y.name}: ${sample.y.format(bubble.y)}`,
          `${sample.z.name}: ${sample.z.format(bubble.z)}`,
        ];
      }),
    },
  };
}
