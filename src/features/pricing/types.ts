import * as z from 'zod/mini';
import { planIds } from './plans';

/** The pricing page's call, `GET /pricing/data` (SPEC §3 "Pricing plan", §7, §9). */
export const planIdSchema = z.enum(planIds);

export const pricingPlanSchema = z.object({
  /** Ours: which plan this is, for the comparison table's columns. */
  id: planIdSchema,
  /** Data, not words of the interface: shown as stored. */
  title: z.string(),
  /** Our illustration's name (`basic`, `standard`, `enterprise`) or a picture's address. */
  img: z.string(),
  subtitle: z.string(),
  /** Reais a month, billed monthly. */
  monthlyPrice: z.number(),
  /** Billed yearly: the monthly share and the year's total, in reais. */
  yearlyPlan: z.object({ perMonth: z.number(), totalAnnual: z.number() }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
  /** Ours: the plan the caller is on. */
  currentPlan: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** One question of the FAQ (SPEC §3): the question and its answer, plain text. */
export const faqEntrySchema = z.object({ question: z.string(), ans: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A cell of the comparison: included or not, or a figure ("10 GB"). */
export const comparisonValueSchema = z.union([z.boolean(), z.string()]);
export type ComparisonValue = z.infer<typeof comparisonValueSchema>;

/** Ours: one feature across the three plans. */
export const comparisonRowSchema = z.object({
  feature: z.string(),
  basic: comparisonValueSchema,
  standard: comparisonValueSchema,
  enterprise: comparisonValueSchema,
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const pricingResponseSchema = z.object({
  basicPlan: pricingPlanSchema,
  standardPlan: pricingPlanSchema,
  enterprisePlan: pricingPlanSchema,
  qandA: z.array(faqEntrySchema),
  comparison: z.array(comparisonRowSchema),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** The three plans in the page's order. */
export const plansOf = (data: PricingResponse): PricingPlan[] => [
  data.basicPlan,
  data.standardPlan,
  data.enterprisePlan,
];
