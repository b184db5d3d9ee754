import { DonutChart, RadarChart, RadialBarChart, ScatterChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, Text } from '@mantine/core';
import type { CategorySample, PointSample, SliceSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import {
  gridProps,
  noKeyboardLayer,
  pointXAxisProps,
  RECHARTS_HEIGHT,
  rowsOf,
  seriesOf,
} from './grid-props';
import classes from './recharts.module.css';

interface Props<S> {
  sample: S;
  theme: ChartTheme;
}

/** Recharts sorts legends by name unless told: ours keep the sample's order. */
const inSampleOrder = (sample: SliceSample) => ({
  itemSorter: (item: { value?: unknown }) =>
    sample.slices.findIndex((slice) => slice.name === item.value),
});

const colored = (sample: SliceSample, theme: ChartTheme) =>
  sample.slices.map((slice, index) => ({
    name: slice.name,
    value: slice.value,
    color: theme.series[index % theme.series.length] ?? theme.text,
  }));

export function RegionDonut({ sample, theme }: Props<SliceSample>) {
  return (
    <DonutChart
      // Mantine sizes the box to the ring plus room for labels and legend (380 px here),
      // wider than a phone's card: the box takes the card's width, the ring stays whole.
      w="100%"
      miw={0}
      {...noKeyboardLayer}
      // The pie is focusable on its own too.
      pieProps={{ rootTabIndex: -1 }}
      h={RECHARTS_HEIGHT}
      size={200}
      thickness={32}
      data={colored(sample, theme)}
      valueFormatter={sample.format}
      strokeColor={theme.surface}
      labelColor={theme.text}
      withLabels
      withLabelsLine
      withLegend
      legendProps={inSampleOrder(sample)}
      tooltipDataSource="segment"
    />
  );
}

export function SatisfactionRadar({ sample, theme }: Props<CategorySample>) {
  return (
    <RadarChart
      {...noKeyboardLayer}
      h={RECHARTS_HEIGHT}
      data={rowsOf(sample, 'criterion')}
      dataKey="criterion"
      series={seriesOf(sample, theme).map((one) => ({ ...one, opacity: 0.2 }))}
      textColor={theme.text}
      gridColor={theme.grid}
      withLegend
      withTooltip
      withDots
      polarRadiusAxisProps={{ domain: [0, 10], tick: false, axisLine: false }}
      // Room around the web for the criteria's names, on a phone too.
      radarChartProps={{ outerRadius: '62%', margin: { top: 8, right: 8, bottom: 8, left: 8 } }}
      polarAngleAxisProps={{ tick: { fontSize: 12, fill: theme.text } }}
      tooltipProps={{ formatter: (value) => sample.format(Number(value)) }}
    />
  );
}

export function OrderScatter({ sample, theme }: Props<PointSample>) {
  // The ticks say "9 dias": the axis needs no title, on either side.
  const grid = gridProps(theme, sample.y.format);
  return (
    <ScatterChart
      {...grid}
      data={sample.series.map((one, index) => ({
        name: one.name,
        color: theme.series[index % theme.series.length] ?? theme.text,
        data: one.points.map((point) => ({ ...point })),
      }))}
      dataKey={{ x: 'x', y: 'y' }}
      labels={{ x: sample.x.name, y: sample.y.name }}
      valueFormatter={{ x: sample.x.format, y: sample.y.format }}
      xAxisProps={pointXAxisProps(sample, theme)}
      xAxisLabel={sample.x.name}
      withLegend
    />
  );
}

/** Goals as rings; the tooltip says the value the way the table does ("82%"). */
export function GoalRings({ sample, theme }: Props<SliceSample>) {
  return (
    <RadialBarChart
      {...noKeyboardLayer}
      h={RECHARTS_HEIGHT}
      data={colored(sample, theme)}
      dataKey="value"
      barSize={16}
      emptyBackgroundColor={theme.grid}
      withLegend
      legendProps={inSampleOrder(sample)}
      radialBarChartProps={{ innerRadius: '25%', outerRadius: '86%' }}
      tooltipProps={{
        content: ({ payload }) => {
          const item = (payload?.[0]?.payload ?? null) as {
            name: string;
            value: number;
            fill: string;
          } | null;
          if (!item) return null;
          return (
            <Paper
              className={classes.tooltip}
              bg={theme.tooltip.background}
              c={theme.tooltip.text}
              withBorder
            >
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={item.fill} size={12} withShadow={false} />
                <Text size="sm">{item.name}</Text>
                <Text size="sm" fw={600}>
                  {sample.format(item.value)}
                </Text>
              </Group>
            </Paper>
          );
        },
      }}
    />
  );
}
