import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { expiryNotPast } from '@/lib/form/card';
import { cardFieldsSchema, cardPayment, type CardFields } from '../../checkout-types';

const future = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
const good: CardFields = {
  number: '4111 1111 1111 1111',
  holder: 'Ana Souza',
  expiry: future,
  cvv: '123',
};

/** The message of each refused field. */
const refusals = (fields: CardFields) => {
  const result = z.safeParse(cardFieldsSchema, fields);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('cardFieldsSchema', () => {
  it('takes a valid card', () => {
    expect(refusals(good)).toEqual({});
  });

  it('checks the number: 13 to 19 digits, then the Luhn digit', () => {
    expect(refusals({ ...good, number: '' })).toEqual({ number: 'checkout:validation.cardNumber' });
    expect(refusals({ ...good, number: '4111 1111 111' })).toEqual({
      number: 'checkout:validation.cardNumber',
    });
    expect(refusals({ ...good, number: '4111 1111 1111 1112' })).toEqual({
      number: 'checkout:validation.cardLuhn',
    });
    expect(refusals({ ...good, number: '6011 0009 9013 9424' })).toEqual({});
  });

  it('refuses an impossible month and a month already past', () => {
    expect(refusals({ ...good, expiry: '13/30' })).toEqual({
      expiry: 'checkout:validation.expiry',
    });
    expect(refusals({ ...good, expiry: '1/30' })).toEqual({ expiry: 'checkout:validation.expiry' });
    expect(refusals({ ...good, expiry: '01/20' })).toEqual({
      expiry: 'checkout:validation.expiryPast',
    });
  });

  it('keeps a card good through its expiry month', () => {
    const now = new Date(2026, 4, 31);
    expect(expiryNotPast('05/26', now)).toBe(true);
    expect(expiryNotPast('04/26', now)).toBe(false);
    expect(expiryNotPast('01/27', now)).toBe(true);
  });

  it('takes a code of 3 or 4 digits', () => {
    expect(refusals({ ...good, cvv: '1234' })).toEqual({});
    expect(refusals({ ...good, cvv: '12' })).toEqual({ cvv: 'checkout:validation.cvv' });
    expect(refusals({ ...good, cvv: '12a' })).toEqual({ cvv: 'checkout:validation.cvv' });
  });

  it('needs the holder', () => {
    expect(refusals({ ...good, holder: ' ' })).toEqual({
      holder: 'checkout:validation.holderRequired',
    });
  });

  it('tells the order only the last four digits and the holder', () => {
    expect(cardPayment(good)).toEqual({ method: 'card', last4: '1111', holder: 'Ana Souza' });
  });
});
