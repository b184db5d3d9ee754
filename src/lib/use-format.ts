import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { parseLocalDay } from './dates';
import * as format from './format';
import { toLanguage } from './languages';

/** The formatting functions bound to the active language; components re-render on a switch. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        format.formatNumber(value, language, options),
      currency: (value: number, currency?: string) =>
        format.formatCurrency(value, language, currency),
      percent: (value: number, digits?: number) => format.formatPercent(value, language, digits),
      bytes: (value: number) => format.formatBytes(value, language),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        format.formatDate(value, language, options),
      /** A `YYYY-MM-DD` day as the day it names (not UTC midnight); anything else as "—". */
      day: (value: string, options?: Intl.DateTimeFormatOptions) => {
        const day = parseLocalDay(value);
        return day ? format.formatDate(day, language, options) : format.NO_VALUE;
      },
      dateTime: (value: Date | string | number) => format.formatDateTime(value, language),
      relative: (value: Date | string | number) => format.formatRelativeTime(value, language),
    }),
    [language],
  );
}
