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

const DAY = 86_400_000;

/** Days since 1970 of a calendar day (`2026-11-23`), or of the local day `now` falls on. */
const dayNumber = (time: number) => Math.floor(time / DAY);
const isoDayNumber = (iso: string) => dayNumber(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`));
const localDayNumber = (now: Date) =>
  dayNumber(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));

export interface PlanPeriod {
  /** Whole days from today to the plan's end (0 on its last day, negative once ended). */
  daysLeft: number;
  /** Share of the period already used, 0 to 1. */
  used: number;
}

/** Where today falls in the plan's current period. */
export function planPeriod(planEndsOn: string, now: Date = new Date()): PlanPeriod {
  const end = isoDayNumber(planEndsOn);
  if (Number.isNaN(end)) return { daysLeft: 0, used: 1 };
  const daysLeft = end - localDayNumber(now);
  const used = (PLAN_PERIOD_DAYS - daysLeft) / PLAN_PERIOD_DAYS;
  return { daysLeft, used: Math.min(1, Math.max(0, used)) };
}
