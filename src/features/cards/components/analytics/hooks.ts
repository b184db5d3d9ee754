import { useCallback, useMemo } from 'react';
import { useReadingAxes } from '@/components/charts/reading-direction';
import { useTranslation } from '@/lib/i18n-react';
import { DEFAULT_CURRENCY } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import type { TimeRange } from '../../types';
import { pointDates } from '../statistics/point-dates';

/**
 * The words behind a data key (`new`, `desktop`, `support-tracker`): answers name things by
 * key and the interface says them in the active language; an unknown key shows as it came.
 */
export function useDataLabel() {
  const { t } = useTranslation('analytics');
  return useCallback((key: string) => t(`data.${key}` as 'data.new', { defaultValue: key }), [t]);
}

/**
 * Axis props that put the first point and the value axis at the reading start: the charts'
 * one direction rule (`readingAxes`), with room between the time labels.
 */
export function useMirroredAxes() {
  const { recharts } = useReadingAxes();
  return {
    xAxisProps: { ...recharts.xAxisProps, minTickGap: 16 },
    yAxisProps: recharts.yAxisProps,
  };
}

/** Month and weekday names in the active language (never written out by hand). */
export function useCalendarNames() {
  const format = useFormat();
  return useMemo(
    () => ({
      /** `index` 0 is January. */
      month: (index: number, style: 'short' | 'long' = 'short') =>
        format.date(new Date(2020, index, 1), { month: style }),
      /** `index` 0 is Monday (1 January 2024 was one). */
      weekday: (index: number, style: 'short' | 'long' = 'short') =>
        format.date(new Date(2024, 0, 1 + index), { weekday: style }),
    }),
    [format],
  );
}

/**
 * `useFormat()` plus the shapes the cards repeat: whole amounts, compact figures for tight
 * places ("2,7 mil", "R$ 86 mil") and percentage points (`5.2` reads 5,2 %).
 */
export function useCardFormat() {
  const format = useFormat();
  return useMemo(
    () => ({
      ...format,
      money: (value: number) =>
        format.number(value, {
          style: 'currency',
          currency: DEFAULT_CURRENCY,
          maximumFractionDigits: 0,
        }),
      compactMoney: (value: number) =>
        format.number(value, {
          style: 'currency',
          currency: DEFAULT_CURRENCY,
          notation: 'compact',
          maximumFractionDigits: 1,
        }),
      compact: (value: number) =>
        format.number(value, { notation: 'compact', maximumFractionDigits: 1 }),
      points: (value: number, signed = false) =>
        format.number(value / 100, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: signed ? 'exceptZero' : 'auto',
        }),
    }),
    [format],
  );
}

/** The labels of a range's points: short on the axis, long in the data table. */
export function usePointLabels(range: TimeRange, count: number) {
  const format = useFormat();
  const names = useCalendarNames();
  return useMemo(() => {
    const { dates, monthly } = pointDates(range, count);
    const labels = dates.map((date) =>
      monthly
        ? { short: names.month(date.getMonth()), long: names.month(date.getMonth(), 'long') }
        : {
            short: format.date(date, { day: '2-digit', month: '2-digit' }),
            long: format.date(date, { dateStyle: 'long' }),
          },
    );
    return { monthly, labels };
  }, [range, count, format, names]);
}
