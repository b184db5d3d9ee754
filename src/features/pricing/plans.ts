/**
 * The plans' prices (SPEC §9), in reais, written once: the demo API answers them and the page
 * words the yearly saving from them. A yearly plan is billed once a year (`totalAnnual`) and
 * shown as its monthly share (`perMonth`).
 */
export const planIds = ['basic', 'standard', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export interface PlanPrice {
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
}

export const PLAN_PRICES: Readonly<Record<PlanId, PlanPrice>> = {
  basic: { monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 } },
  standard: { monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 } },
  enterprise: { monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 } },
};

/** The plan marked popular (SPEC §9: one plan carries `popular`). */
export const POPULAR_PLAN: PlanId = 'standard';

/** The plan the demo's callers are on. */
export const CURRENT_PLAN: PlanId = 'basic';

/** What a year paid at once saves against twelve monthly payments (0.18 for 18 %). */
export function yearlySaving({ monthlyPrice, yearlyPlan }: PlanPrice): number {
  return monthlyPrice === 0 ? 0 : 1 - yearlyPlan.totalAnnual / (monthlyPrice * 12);
}

/** The largest saving of the paid plans, for the switch's badge ("up to 19 %"). */
export function bestYearlySaving(plans: readonly PlanPrice[]): number {
  return Math.max(0, ...plans.map(yearlySaving));
}
