import { describe, expect, it } from 'vitest';
import { PLAN_PERIOD_DAYS, planPeriod } from './plans';

const on = (iso: string) => new Date(`${iso}T15:30:00`);

describe('a plan’s period', () => {
  it('counts whole calendar days to its end, whatever the hour', () => {
    expect(planPeriod('2026-11-29', on('2026-11-23'))).toEqual({
      daysLeft: 6,
      used: (PLAN_PERIOD_DAYS - 6) / PLAN_PERIOD_DAYS,
    });
    expect(planPeriod('2026-11-23', on('2026-11-23')).daysLeft).toBe(0);
  });

  it('is all used once ended, and none used a year ahead', () => {
    expect(planPeriod('2026-11-01', on('2026-11-23'))).toEqual({ daysLeft: -22, used: 1 });
    expect(planPeriod('2027-12-31', on('2026-11-23')).used).toBe(0);
  });

  it('treats an unreadable date as ended', () => {
    expect(planPeriod('soon', on('2026-11-23'))).toEqual({ daysLeft: 0, used: 1 });
  });
});
