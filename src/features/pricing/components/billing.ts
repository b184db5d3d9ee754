import * as z from 'zod/mini';
import { urlParam } from '@/lib/use-url-params';

/** How the plans are billed: the page's switch, kept in the URL (`?billing=yearly`). */
export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const pricingUrlParams = {
  billing: urlParam(z.enum(billingPeriods), 'monthly'),
};
