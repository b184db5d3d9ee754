import * as z from 'zod/mini';

/**
 * A payment card's rules, the same wherever a card is typed (the checkout, the modal
 * examples): the number's length and Luhn digit, an expiry `MM/AA` not yet past, a security
 * code of 3 or 4 digits, and the brand its first digits tell. The schemas take the caller's
 * messages (translation keys of its own namespace).
 */

/** The digits of a number as the card mask writes it (groups of four). */
export const cardDigits = (number: string) => number.replace(/ /g, '');

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/AA`, as the expiry mask writes it, with a real month. */
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** A card is good through the last day of its expiry month (`MM/AA`), in local time. */
export function expiryNotPast(expiry: string, now: Date = new Date()): boolean {
  if (!CARD_EXPIRY_PATTERN.test(expiry)) return false;
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const expires = (2000 + year) * 12 + (month - 1);
  return expires >= now.getFullYear() * 12 + now.getMonth();
}

/** The number (digits in groups of four): 13 to 19 digits, then the Luhn digit. */
export const cardNumberSchema = (messages: { format: string; luhn: string }) =>
  z.string().check(
    z.refine(
      (number) => /^[\d ]+$/.test(number) && /^\d{13,19}$/.test(cardDigits(number)),
      messages.format,
    ),
    z.refine((number) => passesLuhn(cardDigits(number)), messages.luhn),
  );

/** The expiry `MM/AA`: a real month, not before the current one. */
export const cardExpirySchema = (messages: { format: string; past: string }) =>
  z.string().check(
    z.regex(CARD_EXPIRY_PATTERN, messages.format),
    z.refine((expiry) => expiryNotPast(expiry), messages.past),
  );

/** The security code: 3 or 4 digits. */
export const cardCvvSchema = (message: string) => z.string().check(z.regex(/^\d{3,4}$/, message));

// ——— The brand, from the first digits (its BIN), as a person types the number ———

export type CardBrand = 'elo' | 'hipercard' | 'amex' | 'mastercard' | 'visa';

/** The brands' own names, the same in every language. */
export const cardBrandNames: Record<CardBrand, string> = {
  elo: 'Elo',
  hipercard: 'Hipercard',
  amex: 'American Express',
  mastercard: 'Mastercard',
  visa: 'Visa',
};

/** Six-digit BIN ranges of Elo, inclusive. */
const eloRanges: ReadonlyArray<readonly [number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const inRange = (value: number, [from, to]: readonly [number, number]) =>
  value >= from && value <= to;

/**
 * A card's brand from its first digits. Elo and Hipercard (Brazilian) are checked first:
 * some of their ranges start with a Visa or Mastercard digit.
 */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 2) return digits.startsWith('4') ? 'visa' : null;
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (eloRanges.some((range) => inRange(bin, range))) return 'elo';
    if (bin === 606282 || [384100, 384140, 384160].includes(bin)) return 'hipercard';
  }
  const two = Number(digits.slice(0, 2));
  if (two === 34 || two === 37) return 'amex';
  if (two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && inRange(Number(digits.slice(0, 4)), [2221, 2720])) {
    return 'mastercard';
  }
  if (digits.startsWith('4')) return 'visa';
  return null;
}
