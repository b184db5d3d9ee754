import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import {
  analyticsSchemas,
  statisticsSchemas,
  type AnalyticsCard,
  type AnalyticsName,
  type CardParams,
  type StatisticsCard,
  type StatisticsName,
} from './types';

export const cardKeys = {
  all: ['cards'] as const,
  analytics: (name: AnalyticsName, params: CardParams) =>
    [...cardKeys.all, 'analytics', name, params] as const,
  statistics: (name: StatisticsName, params: CardParams) =>
    [...cardKeys.all, 'statistics', name, params] as const,
};

/** Only the params that are set: `{}` and `{ range: undefined }` are the same query. */
function searchParams(params: CardParams): Record<string, string> {
  const found: Record<string, string> = {};
  if (params.range) found.range = params.range;
  if (params.year) found.year = String(params.year);
  return found;
}

export const analyticsCardQueryOptions = <N extends AnalyticsName>(
  name: N,
  params: CardParams = {},
) =>
  queryOptions({
    queryKey: cardKeys.analytics(name, params),
    queryFn: ({ signal }): Promise<AnalyticsCard<N>> =>
      http.demo.get(`/card/card-analytics/${name}`, {
        schema: analyticsSchemas[name],
        searchParams: searchParams(params),
        signal,
      }) as Promise<AnalyticsCard<N>>,
    // A new range keeps the card's current figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const statisticsCardQueryOptions = <N extends StatisticsName>(
  name: N,
  params: CardParams = {},
) =>
  queryOptions({
    queryKey: cardKeys.statistics(name, params),
    queryFn: ({ signal }): Promise<StatisticsCard<N>> =>
      http.demo.get(`/card/card-statistics/${name}`, {
        schema: statisticsSchemas[name],
        searchParams: searchParams(params),
        signal,
      }) as Promise<StatisticsCard<N>>,
    placeholderData: keepPreviousData,
  });

export const useAnalyticsCard = <N extends AnalyticsName>(name: N, params: CardParams = {}) =>
  useQuery(analyticsCardQueryOptions(name, params));

export const useStatisticsCard = <N extends StatisticsName>(name: N, params: CardParams = {}) =>
  useQuery(statisticsCardQueryOptions(name, params));
