import type { ChartSummaryProps } from '@/components/chart-summary/chart-summary';

/** A sample ready to draw: its words in the active language and its table for screen readers. */
export interface Sample {
  title: string;
  description: string;
  summary: ChartSummaryProps;
}

export interface Series {
  key: string;
  /** The translated name shown in legends and tooltips. */
  name: string;
  values: readonly number[];
}

/** Series over named categories (months, weekdays, regions…). */
export interface CategorySample extends Sample {
  categories: readonly string[];
  series: readonly Series[];
  /** How a value reads in a tooltip or a table. */
  format: (value: number) => string;
  /** How a value reads on an axis, where room is short. */
  tick: (value: number) => string;
}

/** Parts of a whole. */
export interface SliceSample extends Sample {
  slices: readonly { key: string; name: string; value: number }[];
  format: (value: number) => string;
}

export interface PointSeries {
  key: string;
  name: string;
  points: readonly { x: number; y: number }[];
}

/** Two measures per point (and a third as the size, for bubbles). */
export interface PointSample extends Sample {
  series: readonly PointSeries[];
  x: { name: string; format: (value: number) => string; tick: (value: number) => string };
  y: { name: string; format: (value: number) => string; tick: (value: number) => string };
}

export interface BubbleSample extends Sample {
  bubbles: readonly { key: string; name: string; x: number; y: number; z: number }[];
  x: { name: string; format: (value: number) => string; tick: (value: number) => string };
  y: { name: string; format: (value: number) => string; tick: (value: number) => string };
  z: { name: string; format: (value: number) => string };
}

export interface CandleSample extends Sample {
  candles: readonly {
    /** The day as an axis tick ("05/03"). */
    label: string;
    /** The day as a tooltip's title ("5 de mar."). */
    day: string;
    open: number;
    high: number;
    low: number;
    close: number;
  }[];
  names: { open: string; high: string; low: string; close: string };
  format: (value: number) => string;
}

export interface HeatSample extends Sample {
  rows: readonly string[];
  columns: readonly string[];
  /** values[row][column] */
  values: readonly (readonly number[])[];
  name: string;
  format: (value: number) => string;
}
