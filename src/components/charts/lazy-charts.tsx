import type { ComponentProps } from 'react';
import { contentCodeSettled } from '@/components/query-state/code-piece';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import classes from './lazy-charts.module.css';
import type * as charts from './mantine-charts';

type Charts = typeof charts;
type Name = keyof Charts;

/**
 * How much room a chart takes: its height, or its size for the round ones (Mantine's props).
 * A height in words (`h="100%"`) fills what its card leaves, never less than `mih`.
 */
interface Room {
  h?: number | string;
  mih?: number;
  size?: number;
}

// After the content's own code (a table below the fold): a chart only decorates its card.
const load = () => contentCodeSettled().then(() => import('./mantine-charts'));

/**
 * A chart drawn once its library has arrived, in the room it will take (no shift when it
 * comes, nor when it cannot): the card around it shows its figures and words at once. Its
 * library is one chunk, fetched after the page's first render, so no page waits for a chart
 * to show its data, nor the code of any content (`contentCodeSettled`). A chart whose code cannot download leaves its room empty (the card's
 * summary table and figures say the same) and is tried again once the browser is back online.
 */
function lazyChart<N extends Name>(name: N, defaultSize = 0) {
  const Chart = lazyPiece(() => load().then((charts) => ({ default: charts[name] })));
  function LazyChart(props: ComponentProps<Charts[N]>) {
    const room = props as Room;
    const fills = typeof room.h === 'string';
    // The room is kept whether the chart is coming, drawn or could not come: nothing moves.
    return (
      <div
        className={classes.room}
        style={{
          minHeight: fills ? room.mih : (room.h ?? room.size ?? defaultSize),
          height: fills ? room.h : undefined,
        }}
        data-chart-room=""
      >
        <LazyBoundary failure="hidden">
          <Chart {...props} />
        </LazyBoundary>
      </div>
    );
  }
  LazyChart.displayName = `Lazy${name}`;
  return LazyChart;
}

export const AreaChart = lazyChart('AreaChart');
export const BarChart = lazyChart('BarChart');
export const LineChart = lazyChart('LineChart');
export const Sparkline = lazyChart('Sparkline');
// Mantine's round charts default to 160 px (the gauge to 200).
export const DonutChart = lazyChart('DonutChart', 160);
export const PieChart = lazyChart('PieChart', 160);
export const GaugeChart = lazyChart('GaugeChart', 200);
