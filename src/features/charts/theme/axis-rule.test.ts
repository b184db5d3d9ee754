import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { apexBase } from '../apex/apex-base';
import { areaOptions, columnOptions, lineOptions, scatterOptions } from '../apex/series-options';
import { candlestickOptions, heatmapOptions } from '../apex/shape-options';
import { chartjsBase } from '../chartjs/chartjs-base';
import { barConfig, bubbleConfig, lineConfig, scatterConfig } from '../chartjs/cartesian-configs';
import { categoryProps, gridProps, pointXAxisProps } from '../recharts/grid-props';
import type {
  BubbleSample,
  CandleSample,
  CategorySample,
  HeatSample,
  PointSample,
} from '../samples/types';
import { chartFormat } from './chart-format';
import { chartTheme, type Direction } from './chart-theme';

/**
 * The one axis rule (docs/charts.md), checked on every chart with an x axis of the three
 * libraries: right to left, the axis runs from the right (the first category, the earliest
 * day, the smallest amount there) and the value axis stands at the right; left to right,
 * the other way round. The scatter charts' amounts follow it like the months do.
 */
const mantine = mergeMantineTheme(DEFAULT_THEME, {
  primaryColor: 'mirante',
  colors: { mirante: DEFAULT_THEME.colors.violet },
});
const format = chartFormat('br');
const summary = { caption: '', columns: [], rows: [] };
const plain = { title: 't', description: 'd', summary };
const scale = { name: 'x', format: String, tick: String };

const months: CategorySample = {
  ...plain,
  categories: ['jan.', 'fev.', 'mar.'],
  series: [{ key: 'a', name: 'A', values: [1, 2, 3] }],
  format: String,
  tick: String,
};
const points: PointSample = {
  ...plain,
  series: [
    {
      key: 'a',
      name: 'A',
      points: [
        { x: 0, y: 1 },
        { x: 300, y: 2 },
      ],
    },
  ],
  x: scale,
  y: scale,
};
const bubbles: BubbleSample = {
  ...plain,
  bubbles: [{ key: 'a', name: 'A', x: 100, y: 200, z: 10 }],
  x: scale,
  y: scale,
  z: { name: 'z', format: String },
};
const candle = (label: string) => ({ label, day: label, open: 1, high: 2, low: 0, close: 1 });
const candles: CandleSample = {
  ...plain,
  candles: [candle('01/03'), candle('02/03')],
  names: { open: 'o', high: 'h', low: 'l', close: 'c' },
  format: String,
};
const heat: HeatSample = {
  ...plain,
  rows: ['seg.'],
  columns: ['00:00', '03:00'],
  values: [[1, 2]],
  name: 'n',
  format: String,
};

// What the libraries are handed, read loosely: their option types are unions of everything.
interface ApexRead {
  xaxis?: { categories?: string[]; min?: number; max?: number };
  yaxis?: { opposite?: boolean };
  series?: { data: unknown[] }[];
}
interface ScalesRead {
  options?: { scales?: Record<string, { reverse?: boolean; position?: string }> };
}

describe.each<[Direction, boolean, 'left' | 'right']>([
  ['ltr', false, 'left'],
  ['rtl', true, 'right'],
])('in %s', (direction, reversed, start) => {
  const theme = chartTheme(mantine, 'light', direction);

  it('ApexCharts: categories, days and hours in reading order; amounts too', () => {
    const base = apexBase(theme, format, true);
    const expected = reversed ? ['mar.', 'fev.', 'jan.'] : ['jan.', 'fev.', 'mar.'];
    for (const options of [
      lineOptions(base, months, theme),
      areaOptions(base, months, theme),
      columnOptions(base, months, theme),
    ] as ApexRead[]) {
      expect(options.xaxis?.categories).toEqual(expected);
      expect(options.yaxis?.opposite).toBe(reversed);
    }
    const scatter = scatterOptions(base, points, theme) as ApexRead;
    // Placed so that the smallest amount is at the reading start.
    expect(scatter.series?.[0]?.data).toEqual(
      reversed
        ? [
            [0, 1],
            [-300, 2],
          ]
        : [
            [0, 1],
            [300, 2],
          ],
    );
    expect([scatter.xaxis?.min, scatter.xaxis?.max]).toEqual(reversed ? [-1_200, 0] : [0, 1_200]);
    expect(scatter.yaxis?.opposite).toBe(reversed);

    const stock = candlestickOptions(base, candles, theme, 'box') as ApexRead;
    const days = (stock.series?.[0]?.data as { x: string }[]).map((one) => one.x);
    expect(days).toEqual(reversed ? ['02/03', '01/03'] : ['01/03', '02/03']);
    const hours = heatmapOptions(base, heat, theme) as ApexRead;
    const columns = (hours.series?.[0]?.data as { x: string }[]).map((one) => one.x);
    expect(columns).toEqual(reversed ? ['03:00', '00:00'] : ['00:00', '03:00']);
  });

  it('Chart.js: every x axis reversed right to left, the value axis at the start', () => {
    const base = chartjsBase(theme, format, true);
    for (const config of [
      lineConfig(base, months, theme),
      lineConfig(base, months, theme, true),
      barConfig(base, months, theme),
      scatterConfig(base, points, theme),
      bubbleConfig(base, bubbles, theme),
    ] as ScalesRead[]) {
      expect(config.options?.scales?.x?.reverse).toBe(reversed);
      expect(config.options?.scales?.y?.position).toBe(start);
    }
  });

  it("Recharts (Mantine's charts): categories and amounts alike", () => {
    expect(categoryProps(months, theme).xAxisProps.reversed).toBe(reversed);
    expect(categoryProps(months, theme).yAxisProps.orientation).toBe(start);
    expect(gridProps(theme, String).xAxisProps.reversed).toBe(reversed);
    expect(pointXAxisProps(points, theme).reversed).toBe(reversed);
  });
});
