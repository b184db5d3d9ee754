import type { BillingCycle, PlanId } from './types';

/**
 * The pricing example's three plans (its own: the pricing page's are not shared), in reais
 * per month; a year costs twelve months at the yearly rate.
 */
export const plans: ReadonlyArray<{
  id: PlanId;
  perMonth: Record<BillingCycle, number>;
  popular: boolean;
}> = [
  { id: 'basic', perMonth: { monthly: 0, yearly: 0 }, popular: false },
  { id: 'standard', perMonth: { monthly: 49, yearly: 40 }, popular: true },
  { id: 'enterprise', perMonth: { monthly: 99, yearly: 80 }, popular: false },
];

/** What a year of `plan` costs when paid yearly. */
export const yearlyTotal = (perMonth: Record<BillingCycle, number>) => perMonth.yearly * 12;
