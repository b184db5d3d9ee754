import { useMemo } from 'react';
import { useDirection, type Direction } from '@/lib/document-settings';

type Side = 'left' | 'right';

/**
 * The one direction rule of every chart (docs/charts.md): **the horizontal axis runs along
 * the reading direction, whatever it carries** (categories, days, hours or amounts). Right
 * to left, the first category, the earliest time and the smallest amount stand at the
 * right, and the value axis stands at the right too, at the origin. A drawing without axes
 * (a sparkline) is mirrored whole. Round charts (donut, pie, gauge, radar) are not mirrored,
 * and the text inside a drawing keeps its own order.
 *
 * This is the only place that decides; each library is told in its own words below.
 */
export function readingAxes(direction: Direction) {
  const rtl = direction === 'rtl';
  const start: Side = rtl ? 'right' : 'left';
  return {
    direction,
    rtl,
    /** The side the value axis stands on: where a line starts. */
    start,
    /**
     * Recharts, through Mantine's charts: spread into `xAxisProps` and `yAxisProps`. Right to
     * left, the value axis's ticks start at the axis (Mantine nudges them outwards, past the
     * room measured for them, which cuts them on the right).
     */
    recharts: {
      xAxisProps: { reversed: rtl },
      yAxisProps: rtl
        ? { orientation: start, tick: { fontSize: 12, fill: 'currentColor' } }
        : { orientation: start },
    },
    /** Chart.js: spread into `scales.x` and `scales.y`. */
    chartjs: { x: { reverse: rtl }, y: { position: start } },
    /** ApexCharts: its value axis (its x axis cannot be reversed: see `inOrder` and `toX`). */
    apex: { yaxis: { opposite: rtl } },
    /** Categories, or values by category, in drawing order from left to right. */
    inOrder: <T>(list: readonly T[]): T[] => (rtl ? [...list].reverse() : [...list]),
    /**
     * An amount placed on a numeric axis that cannot be reversed (Apex's): negated right to
     * left, so the smallest stands at the right. It reads back the same way (`toX(toX(v))`).
     * `0 - value`, not `-value`: zero stays zero, never "-R$ 0".
     */
    toX: (value: number) => (rtl ? 0 - value : value),
    /** A numeric axis's range [from, to] in drawing order (for `toX`'s axis). */
    range: (from: number, to: number): [number, number] => (rtl ? [0 - to, 0 - from] : [from, to]),
    /** The global class that mirrors a drawing without axes right to left (`global.css`). */
    mirrorClass: 'mirror-rtl',
  } as const;
}

export type ReadingAxes = ReturnType<typeof readingAxes>;

/** `readingAxes` for the page's direction, followed live. */
export function useReadingAxes(): ReadingAxes {
  const direction = useDirection();
  return useMemo(() => readingAxes(direction), [direction]);
}
