import { daysBetween, localDay } from '@/lib/dates';
import type { UserPlan } from './types';

/** Ours: what each plan costs a month, in reais. */
export const planPrices: Record<UserPlan, number> = {
  basic: 0,
  team: 99,
  company: 249,
  enterprise: 599,
};

/** What each plan includes, as keys of `user-view:planFeatures`, most telling first. */
export const planFeatures = {
  basic: ['projects3', 'storage5', 'supportEmail'],
  team: ['people10', 'storage50', 'reports', 'supportChat'],
  company: ['people50', 'storage500', 'reportsAdvanced', 'supportPriority'],
  enterprise: ['peopleUnlimited', 'storageUnlimited', 'singleSignOn', 'accountManager'],
} as const satisfies Record<UserPlan, readonly string[]>;

export type PlanFeature = (typeof planFeatures)[UserPlan][number];

/** A plan runs for a year from its renewal; `planEndsOn` is the last day of the current one. */
export const PLAN_PERIOD_DAYS = 365;

export interface PlanPeriod {
  /** Whole days from today to the plan's end (0 on its last day, negative once ended). */
  daysLeft: number;
  /** Share of the period already used, 0 to 1. */
  used: number;
}

/** Where today falls in the plan's current period. */
export function planPeriod(planEndsOn: string, now: Date = new Date()): PlanPeriod {
  // The plan's last day as written (a stamp's date part), against the local today.
  const daysLeft = daysBetween(localDay(now), planEndsOn.slice(0, 10));
  if (daysLeft === null) return { daysLeft: 0, used: 1 };
  const used = (PLAN_PERIOD_DAYS - daysLeft) / PLAN_PERIOD_DAYS;
  return { daysLeft, used: Math.min(1, Math.max(0, used)) };
}
