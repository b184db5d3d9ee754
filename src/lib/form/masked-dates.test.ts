import { describe, expect, it } from 'vitest';
import { dayFromMasked, isValidMaskedTime } from './masked-dates';
import { dateMask, formatMasked, timeMask } from './masks';

describe('dayFromMasked', () => {
  it('reads DD/MM/AAAA as the day it names', () => {
    expect(dayFromMasked('07/09/1822')).toBe('1822-09-07');
    expect(dayFromMasked(formatMasked(dateMask, '29022028'))).toBe('2028-02-29');
    expect(dayFromMasked('31/12/2026')).toBe('2026-12-31');
  });

  it('refuses an impossible or incomplete day', () => {
    expect(dayFromMasked('31/02/2026')).toBeNull();
    expect(dayFromMasked('29/02/2027')).toBeNull();
    expect(dayFromMasked('00/01/2026')).toBeNull();
    expect(dayFromMasked('12/13/2026')).toBeNull();
    expect(dayFromMasked('01/01/0000')).toBeNull();
    expect(dayFromMasked('01/01/202')).toBeNull();
    expect(dayFromMasked('2026-01-01')).toBeNull();
  });
});

describe('isValidMaskedTime', () => {
  it('accepts 00:00 to 23:59 and nothing else', () => {
    expect(isValidMaskedTime(formatMasked(timeMask, '0930'))).toBe(true);
    expect(isValidMaskedTime('00:00')).toBe(true);
    expect(isValidMaskedTime('23:59')).toBe(true);
    expect(isValidMaskedTime('24:00')).toBe(false);
    expect(isValidMaskedTime('12:60')).toBe(false);
    expect(isValidMaskedTime('9:30')).toBe(false);
    expect(isValidMaskedTime('')).toBe(false);
  });
});
