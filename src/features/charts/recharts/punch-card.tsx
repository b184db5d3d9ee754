import { BubbleChart } from '@mantine/charts';
import type { HeatSample } from '../samples/types';
import type { ChartTheme } from '../theme/chart-theme';
import { noKeyboardLayer } from './grid-props';

const ROW_HEIGHT = 40;
const AXIS_HEIGHT = 30;

/**
 * A punch card: one row of circles per weekday, larger where there are more sessions, all
 * rows on one size scale; only the last row writes the hours under it.
 */
export function UsagePunchCard({ sample, theme }: { sample: HeatSample; theme: ChartTheme }) {
  const max = Math.max(...sample.values.flat());
  const columns = theme.axes.inOrder(sample.columns);
  return sample.rows.map((day, row) => {
    const last = row === sample.rows.length - 1;
    const values = theme.axes.inOrder(sample.values[row] ?? []);
    return (
      <BubbleChart
        {...noKeyboardLayer}
        key={day}
        h={ROW_HEIGHT + (last ? AXIS_HEIGHT : 0)}
        data={columns.map((slot, index) => ({ slot, row: 1, sessions: values[index] ?? 0 }))}
        dataKey={{ x: 'slot', y: 'row', z: 'sessions' }}
        range={[8, 220]}
        label={day}
        color={theme.series[0]}
        textColor={theme.text}
        gridColor={theme.grid}
        valueFormatter={sample.format}
        xAxisProps={{
          hide: !last,
          // Every other hour when the row is too narrow for all of them (a phone).
          interval: 'equidistantPreserveStart',
          tick: { fontSize: 12, fill: theme.text },
        }}
        yAxisProps={{
          width: 44,
          // Each row's circles sit at 1, halfway up their strip.
          domain: [0, 2],
          orientation: theme.axes.start,
          // Mantine writes the day inside the axis's right edge: on the right, its left one.
          label: {
            value: day,
            position: theme.rtl ? 'insideLeft' : 'insideRight',
            fontSize: 12,
            fill: theme.text,
          },
        }}
        zAxisProps={{ domain: [0, max] }}
      />
    );
  });
}
