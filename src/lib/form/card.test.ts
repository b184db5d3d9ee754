import { describe, expect, it } from 'vitest';
import { cardBrand, expiryNotPast, passesLuhn } from './card';

describe('passesLuhn', () => {
  it('follows the rule', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('expiryNotPast', () => {
  it('keeps a card good through its expiry month', () => {
    const now = new Date(2026, 4, 31);
    expect(expiryNotPast('05/26', now)).toBe(true);
    expect(expiryNotPast('04/26', now)).toBe(false);
    expect(expiryNotPast('01/27', now)).toBe(true);
    expect(expiryNotPast('13/27', now)).toBe(false);
  });
});

describe('cardBrand', () => {
  it('reads the brand from the first digits', () => {
    expect(cardBrand('4111 1111')).toBe('visa');
    expect(cardBrand('5500 0000')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('3782 822463')).toBe('amex');
    expect(cardBrand('6362 9700')).toBe('elo');
    expect(cardBrand('4011 7800')).toBe('elo');
    expect(cardBrand('6062 8200')).toBe('hipercard');
    expect(cardBrand('9999')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});
