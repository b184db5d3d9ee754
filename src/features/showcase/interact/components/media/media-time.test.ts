import { describe, expect, it } from 'vitest';
import { formatMediaTime } from './media-time';

describe('formatMediaTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(7.9)).toBe('0:07');
    expect(formatMediaTime(12)).toBe('0:12');
    expect(formatMediaTime(65)).toBe('1:05');
    expect(formatMediaTime(20.007)).toBe('0:20');
  });

  it('adds hours past the hour', () => {
    expect(formatMediaTime(3729)).toBe('1:02:09');
  });

  it('reads a time not known yet as 0:00', () => {
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatMediaTime(-3)).toBe('0:00');
  });
});
