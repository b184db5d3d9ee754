import type { CategorySample, PointSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';

export const RECHARTS_HEIGHT = 300;

/**
 * Recharts' keyboard layer makes the SVG focusable, and the drawing is hidden from screen
 * readers (they read the card's table): a focusable element nobody can hear is refused.
 */
export const noKeyboardLayer = { accessibilityLayer: false } as const;

/**
 * What every Mantine chart with axes shares: the theme's text and grid colours, categories
 * along the reading direction, the value axis on the reading side, wide enough for its
 * longest label, and the sample's formats on ticks and tooltips.
 */
export function gridProps(theme: ChartTheme, format: (value: number) => string, ticks = format) {
  return {
    h: RECHARTS_HEIGHT,
    ...noKeyboardLayer,
    // Mantine sets `ltr` on the chart: ours takes the page's, for its legend and tooltip.
    dir: theme.direction,
    textColor: theme.text,
    gridColor: theme.grid,
    valueFormatter: format,
    xAxisProps: theme.axes.recharts.xAxisProps,
    yAxisProps: {
      orientation: theme.axes.start,
      width: 'auto' as const,
      tickFormatter: ticks,
      tickMargin: 6,
      // Mantine's own tick is shifted outwards, past the width measured for it.
      tick: { fontSize: 12, fill: theme.text },
    },
  };
}

/** A scatter's x axis: amounts from R$ 0 to R$ 1.200, along the reading direction. */
export function pointXAxisProps(sample: PointSample, theme: ChartTheme) {
  return {
    ...theme.axes.recharts.xAxisProps,
    type: 'number' as const,
    domain: [0, 1_200],
    ticks: [0, 300, 600, 900, 1_200],
    tickFormatter: sample.x.tick,
  };
}

/** Rows for Recharts: one per category, its label under `dataKey`, series under `s0`, `s1`… */
export function rowsOf(sample: CategorySample, dataKey = 'category') {
  return sample.categories.map((category, index) => ({
    [dataKey]: category,
    ...Object.fromEntries(sample.series.map((one, at) => [`s${at}`, one.values[index] ?? 0])),
  }));
}

/** Mantine's series list: the `s0`… keys named and coloured from the theme. */
export function seriesOf(sample: CategorySample, theme: ChartTheme) {
  return sample.series.map((one, index) => ({
    name: `s${index}`,
    label: one.name,
    color: theme.series[index % theme.series.length] ?? theme.text,
  }));
}

/** A Mantine chart of series over categories: the grid's props, rows, series and legend. */
export function categoryProps(sample: CategorySample, theme: ChartTheme) {
  return {
    ...gridProps(theme, sample.format, sample.tick),
    data: rowsOf(sample),
    dataKey: 'category',
    series: seriesOf(sample, theme),
    withLegend: true,
  };
}
