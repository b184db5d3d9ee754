import { AreaChart, BarChart, CandlestickChart, CompositeChart, LineChart } from '@mantine/charts';
import type { CandleSample, CategorySample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import { categoryProps, gridProps } from './grid-props';

interface Props<S> {
  sample: S;
  theme: ChartTheme;
}

export function TemperatureLines({ sample, theme }: Props<CategorySample>) {
  const props = categoryProps(sample, theme);
  return (
    <LineChart
      {...props}
      curveType="monotone"
      yAxisProps={{ ...props.yAxisProps, domain: [10, 30] }}
    />
  );
}

export function VisitsArea({ sample, theme }: Props<CategorySample>) {
  return <AreaChart {...categoryProps(sample, theme)} curveType="monotone" fillOpacity={0.35} />;
}

export function RegionBars({ sample, theme }: Props<CategorySample>) {
  return <BarChart {...categoryProps(sample, theme)} barProps={{ radius: 2 }} />;
}

/** Revenue as columns, costs as a line, profit as an area: one chart, three kinds. */
export function ProfitComposite({ sample, theme }: Props<CategorySample>) {
  const types = ['bar', 'line', 'area'] as const;
  const props = categoryProps(sample, theme);
  return (
    <CompositeChart
      {...props}
      series={props.series.map((one, index) => ({
        ...one,
        type: types[index % types.length] ?? 'line',
      }))}
      curveType="monotone"
      maxBarWidth={18}
    />
  );
}

/** The price range rounded out to half reais, so the ticks fall on round prices. */
const halves = (values: readonly number[]) => [
  Math.floor(Math.min(...values) * 2) / 2,
  Math.ceil(Math.max(...values) * 2) / 2,
];

export function StockCandles({ sample, theme }: Props<CandleSample>) {
  const grid = gridProps(theme, sample.format);
  const domain = halves(sample.candles.flatMap((candle) => [candle.low, candle.high]));
  return (
    <CandlestickChart
      {...grid}
      data={[...sample.candles]}
      dataKey="label"
      labels={sample.names}
      upColor={theme.up}
      downColor={theme.down}
      xAxisProps={{ ...grid.xAxisProps, minTickGap: 16 }}
      yAxisProps={{ ...grid.yAxisProps, domain, tickCount: 5 }}
    />
  );
}
