/**
 * A card's brand from the first digits of its number (its BIN), as a person types it. Elo
 * and Hipercard (Brazilian) are checked first: some of their ranges start with a Visa or
 * Mastercard digit.
 */
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
