import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { bestYearlySaving, PLAN_PRICES, POPULAR_PLAN, yearlySaving } from '../plans';
import { plansOf, pricingResponseSchema } from '../types';

const admin = demoApiClient(1);
// Account 2 is the demo client: it may read ACL and Auth, not the pages.
const client = demoApiClient(2);

describe('the plans’ prices (SPEC §9)', () => {
  it('are Basic 0; Standard 49, 40 a month yearly, 480 a year; Enterprise 99, 80, 960', () => {
    expect(PLAN_PRICES).toEqual({
      basic: { monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 } },
      standard: { monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 } },
      enterprise: { monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 } },
    });
    expect(POPULAR_PLAN).toBe('standard');
    for (const { yearlyPlan } of Object.values(PLAN_PRICES)) {
      expect(yearlyPlan.perMonth * 12).toBe(yearlyPlan.totalAnnual);
    }
  });

  it('words the yearly saving from them', () => {
    expect(yearlySaving(PLAN_PRICES.basic)).toBe(0);
    expect(yearlySaving(PLAN_PRICES.standard)).toBeCloseTo(1 - 480 / 588);
    expect(Math.round(bestYearlySaving(Object.values(PLAN_PRICES)) * 100)).toBe(19);
  });
});

describe('GET /pricing/data', () => {
  it('answers the three plans with the constants, one popular, and the FAQ', async () => {
    const response = await admin.call('/pricing/data');
    expect(response.status).toBe(200);
    const data = pricingResponseSchema.parse(await response.json());
    const plans = plansOf(data);
    expect(plans.map((plan) => [plan.id, plan.monthlyPrice, plan.yearlyPlan])).toEqual([
      ['basic', 0, { perMonth: 0, totalAnnual: 0 }],
      ['standard', 49, { perMonth: 40, totalAnnual: 480 }],
      ['enterprise', 99, { perMonth: 80, totalAnnual: 960 }],
    ]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['standard']);
    expect(plans.filter((plan) => plan.currentPlan).map((plan) => plan.id)).toEqual(['basic']);
    for (const plan of plans) {
      expect(plan.title).not.toBe('');
      expect(plan.planBenefits.length).toBeGreaterThanOrEqual(5);
    }
    expect(data.qandA.length).toBeGreaterThanOrEqual(5);
    expect(data.qandA.every((entry) => entry.question.endsWith('?') && entry.ans)).toBe(true);
    expect(data.comparison.find((row) => row.feature === 'Acesso à API')).toEqual({
      feature: 'Acesso à API',
      basic: false,
      standard: true,
      enterprise: true,
    });
  });

  it('answers 401 without a token and 403 to a caller who may not read pages', async () => {
    expect((await client.call('/pricing/data')).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/pricing/data')).status).toBe(401);
  });
});
