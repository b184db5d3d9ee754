import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { pricingResponseSchema } from './types';

export const pricingKeys = {
  all: ['pricing'] as const,
  data: () => [...pricingKeys.all, 'data'] as const,
};

/** The plans, the comparison and the FAQ: they change rarely, so they stay fresh a while. */
export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.data(),
    queryFn: ({ signal }) =>
      http.demo.get('/pricing/data', { schema: pricingResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const usePricing = () => useQuery(pricingQueryOptions());
