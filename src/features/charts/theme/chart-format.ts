import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { languageMeta, type Language } from '@/lib/languages';

const DAY = 86_400_000;
/** A Monday, so that weekday 0 is Monday; noon UTC keeps the date in every time zone. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const utc = { timeZone: 'UTC' } as const;

/**
 * What the charts write on their axes, tooltips and tables, in the active language: every
 * number and name through `src/lib/format` (Intl), never by hand. Dates are sample dates
 * in UTC, so a chart reads the same in every time zone.
 */
export function chartFormat(language: Language) {
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    formatNumber(value, language, options);
  return {
    language,
    /** The BCP 47 tag the libraries take (`pt-BR`, `en-US`). */
    locale: languageMeta[language].intl,
    /** "12.500" (one argument only, so it can be handed to a library as a callback). */
    number: (value: number) => number(value),
    /** "13 mil", "1,2 mi": for ticks where room is short. */
    compact: (value: number) => number(value, { notation: 'compact', maximumFractionDigits: 1 }),
    /** "R$ 1.234,50". */
    currency: (value: number) => formatCurrency(value, language),
    /** "R$ 120 mil", "R$ 1,2 mi". */
    compactCurrency: (value: number) =>
      number(value, {
        style: 'currency',
        currency: 'BRL',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
    /** A value already in per cent: 47 → "47%". */
    percent: (points: number) =>
      number(points / 100, { style: 'percent', maximumFractionDigits: 1 }),
    /** A score out of ten with one decimal: "8,1". */
    score: (value: number) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    /** "23,5 °C". */
    temperature: (value: number) =>
      number(value, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 }),
    /** "3 dias". */
    days: (value: number) => number(value, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
    /** A year as a name, never grouped: "2024". */
    year: (value: number) => number(value, { useGrouping: false }),
    /** Month 0–11: "jan." (short) or "janeiro" (long). */
    month: (index: number, width: 'short' | 'long' = 'short') =>
      formatDate(Date.UTC(2024, index, 15, 12), language, { month: width, ...utc }),
    /** Weekday 0 (Monday) – 6: "seg." (short) or "segunda-feira" (long). */
    weekday: (index: number, width: 'short' | 'long' = 'short') =>
      formatDate(MONDAY + index * DAY, language, { weekday: width, ...utc }),
    /** An hour of the day, 0–23: "06:00". */
    hour: (value: number) =>
      formatDate(Date.UTC(2024, 0, 1, value), language, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...utc,
      }),
    /** A day as an axis tick: "05/03" in br, "03/05" in en. */
    dayTick: (timestamp: number) =>
      formatDate(timestamp, language, { day: '2-digit', month: '2-digit', ...utc }),
    /** A day of a sample series: "5 de mar." (short) or "5 de março de 2024" (long). */
    day: (timestamp: number, width: 'short' | 'long' = 'short') =>
      formatDate(
        timestamp,
        language,
        width === 'short'
          ? { day: 'numeric', month: 'short', ...utc }
          : { dateStyle: 'long', ...utc },
      ),
  };
}

export type ChartFormat = ReturnType<typeof chartFormat>;

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * ApexCharts' locale for the active language, its month and day names from Intl rather
 * than from the library's own files: `chart.locales` + `chart.defaultLocale`.
 */
export function apexLocale(format: ChartFormat) {
  // Apex counts days from Sunday.
  const fromSunday = indexes(7).map((day) => (day + 6) % 7);
  return {
    name: format.language,
    options: {
      months: indexes(12).map((month) => format.month(month, 'long')),
      shortMonths: indexes(12).map((month) => format.month(month)),
      days: fromSunday.map((day) => format.weekday(day, 'long')),
      shortDays: fromSunday.map((day) => format.weekday(day)),
    },
  };
}
