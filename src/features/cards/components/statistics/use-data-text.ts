import { useTranslation } from '@/lib/i18n-react';

/**
 * The words behind the keys a statistics answer carries: its `title` and its series' `name`.
 * An unknown key shows as it came rather than as a missing translation's path.
 */
export function useDataText() {
  const { t } = useTranslation('cards');
  return {
    title: (key: string) =>
      t(`statistics.titles.${key}` as 'statistics.titles.orders', { defaultValue: key }),
    series: (key: string) =>
      t(`statistics.series.${key}` as 'statistics.series.orders', { defaultValue: key }),
  };
}
