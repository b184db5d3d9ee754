import type { MantineTheme } from '@mantine/core';
import { readingAxes } from '@/components/charts/reading-direction';
import type { Direction, Scheme } from '@/lib/document-settings';

export type { Direction, Scheme };

/** The series colours, in order: Mirante's violet first, then hues that stay apart. */
const PALETTE = ['mirante', 'teal', 'orange', 'pink', 'cyan', 'yellow', 'grape', 'green'] as const;

/**
 * The colours and type every chart library is given, read from the Mantine theme for the
 * skin in use: deeper shades on white, lighter ones on the dark skin's violet greys. Plain
 * colour values, because canvas and SVG libraries cannot read CSS variables.
 */
export function chartTheme(theme: MantineTheme, scheme: Scheme, direction: Direction) {
  const dark = scheme === 'dark';
  const color = (name: string, index: number): string => theme.colors[name]?.[index] ?? theme.black;
  const shade = (name: string, light: number, darker: number) => color(name, dark ? darker : light);
  const pick = (light: number, darker: number) =>
    dark ? color('dark', darker) : color('gray', light);
  return {
    scheme,
    direction,
    rtl: direction === 'rtl',
    /** Which way the axes run, in each library's words: the one rule of every chart. */
    axes: readingAxes(direction),
    fontFamily: theme.fontFamily ?? 'sans-serif',
    series: PALETTE.map((name) => shade(name, 6, 4)),
    /** Candles that closed up and down. */
    up: shade('teal', 7, 4),
    down: shade('red', 7, 5),
    /** Axis labels, legends. */
    text: pick(7, 1),
    /** Values written on the drawing (a donut's total). */
    strong: dark ? color('dark', 0) : theme.black,
    grid: pick(3, 4),
    /** The card the chart sits on (gaps between slices, label backdrops). */
    surface: dark ? color('dark', 7) : theme.white,
    tooltip: {
      background: dark ? color('dark', 6) : theme.white,
      text: pick(9, 0),
      border: pick(3, 4),
    },
    /** A heat scale from little to much: fading into the card, rising to the strongest violet. */
    heat: (dark ? [8, 7, 5, 3, 1] : [1, 3, 5, 7, 9]).map((index) =>
      color(theme.primaryColor, index),
    ),
  };
}

export type ChartTheme = ReturnType<typeof chartTheme>;
