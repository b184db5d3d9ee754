import { languageMeta, type Language } from './languages';

/**
 * Locale-aware formatting through `Intl`. Every visible number, date and amount goes
 * through here so that the active language decides separators, names and order.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  create: () => T,
): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter as T;
}

const intlLocale = (language: Language) => languageMeta[language].intl;

export const DEFAULT_CURRENCY = 'BRL';

/**
 * What a value that is not one shows (a stored `NaN`, a date like `2026-99-99`): a dash, never
 * a thrown `RangeError` that would take the page down with it.
 */
export const NO_VALUE = '—';

export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const key = `n|${language}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(intlLocale(language), options)).format(value);
}

export function formatCurrency(value: number, language: Language, currency = DEFAULT_CURRENCY) {
  return formatNumber(value, language, { style: 'currency', currency });
}

export function formatPercent(value: number, language: Language, fractionDigits = 0) {
  return formatNumber(value, language, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
  });
}

export function formatBytes(bytes: number, language: Language): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

export function formatDate(
  value: DateInput,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  const key = `d|${language}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(intlLocale(language), options)).format(date);
}

export function formatDateTime(value: DateInput, language: Language): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

const relativeSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "há 5 minutos" / "5 minutes ago", relative to `now`. */
export function formatRelativeTime(value: DateInput, language: Language, now = Date.now()) {
  const time = toDate(value).getTime();
  if (Number.isNaN(time)) return NO_VALUE;
  let amount = (time - now) / 1000;
  const formatter = cached(
    `r|${language}`,
    () => new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }),
  );
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
}
