import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  dimensions,
  monthlySales,
  months,
  profitOf,
  quarters,
  regions,
  regionSales,
  satisfaction,
  surveyYears,
} from '../figures/business';
import { cities } from '../figures/climate';
import { weekdays, weekdayVisits } from '../figures/web';
import { useChartFormat } from '../theme/use-chart-theme';
import { seriesTable } from './table';
import type { CategorySample, Series } from './types';

/** The samples drawn as series over categories, in the active language. */
export function useSeriesSamples() {
  const { t } = useTranslation('charts');
  const format = useChartFormat();

  return useMemo(() => {
    const sample = (
      id: 'revenue' | 'profit' | 'visits' | 'regionSales' | 'temperatures' | 'satisfaction',
      heading: string,
      categories: readonly string[],
      series: readonly Series[],
      formatValue: (value: number) => string,
      tick: (value: number) => string,
    ): CategorySample => {
      const title = t(`datasets.${id}.title`);
      return {
        title,
        description: t(`datasets.${id}.description`),
        categories,
        series,
        format: formatValue,
        tick,
        summary: seriesTable(title, heading, categories, series, formatValue),
      };
    };
    const monthNames = months.map((month) => format.month(month));
    const revenue: Series = {
      key: 'revenue',
      name: t('series.revenue'),
      values: monthlySales.revenue,
    };
    const costs: Series = { key: 'costs', name: t('series.costs'), values: monthlySales.costs };
    const profit: Series = {
      key: 'profit',
      name: t('series.profit'),
      values: months.map(profitOf),
    };

    return {
      revenue: sample(
        'revenue',
        t('columns.month'),
        monthNames,
        [revenue, costs],
        format.currency,
        format.compactCurrency,
      ),
      profit: sample(
        'profit',
        t('columns.month'),
        monthNames,
        [revenue, costs, profit],
        format.currency,
        format.compactCurrency,
      ),
      visits: sample(
        'visits',
        t('columns.weekday'),
        weekdays.map((day) => format.weekday(day)),
        [
          { key: 'desktop', name: t('series.desktop'), values: weekdayVisits.desktop },
          { key: 'mobile', name: t('series.mobile'), values: weekdayVisits.mobile },
        ],
        format.number,
        format.compact,
      ),
      regionSales: sample(
        'regionSales',
        t('columns.region'),
        quarters.map((number) => t('quarter', { number })),
        regions.map((region) => ({
          key: region,
          name: t(`regions.${region}`),
          values: regionSales[region],
        })),
        format.currency,
        format.compactCurrency,
      ),
      temperatures: sample(
        'temperatures',
        t('columns.month'),
        monthNames,
        cities.map((city) => ({ key: city.name, name: city.name, values: city.temperatures })),
        format.temperature,
        format.temperature,
      ),
      satisfaction: sample(
        'satisfaction',
        t('columns.criterion'),
        dimensions.map((dimension) => t(`criteria.${dimension}`)),
        surveyYears.map((year, index) => ({
          key: String(year),
          name: t('series.survey', { year: format.year(year) }),
          values: dimensions.map((dimension) => satisfaction[dimension][index] ?? 0),
        })),
        format.score,
        format.number,
      ),
    };
  }, [t, format]);
}
