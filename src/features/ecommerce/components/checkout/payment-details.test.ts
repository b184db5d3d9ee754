import { describe, expect, it } from 'vitest';
import { addBusinessDays, demoPixCode } from './payment-details';

describe('addBusinessDays', () => {
  it('skips the weekend', () => {
    // 2026-05-07 is a Thursday: Friday, then Monday and Tuesday.
    expect(addBusinessDays('2026-05-07', 3)).toBe('2026-05-12');
    // From a Saturday: Monday, Tuesday, Wednesday.
    expect(addBusinessDays('2026-05-09', 3)).toBe('2026-05-13');
    expect(addBusinessDays('2026-05-04', 3)).toBe('2026-05-07');
  });
});

describe('demoPixCode', () => {
  it('names the order and its total', () => {
    const code = demoPixCode({ orderNumber: 'MRT-2026-000001', total: 1234.5 });
    expect(code).toContain('1234.50');
    expect(code).toContain('MRT2026000001');
    expect(code.startsWith('000201')).toBe(true);
  });
});
