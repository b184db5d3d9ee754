/**
 * What a number field needs from the active locale, read from `Intl` (never written by hand):
 * pt-BR writes 1.234,56 and R$ 1.234,56; en-US 1,234.56 and R$1,234.56.
 */

const partOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value;

// A field shows its affixes as typed text: a no-break space is a space there.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export interface NumberSeparators {
  thousandSeparator: string;
  decimalSeparator: string;
}

export function numberSeparators(locale: string): NumberSeparators {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    thousandSeparator: plain(partOf(parts, 'group') ?? ','),
    decimalSeparator: partOf(parts, 'decimal') ?? '.',
  };
}

export interface Affixes {
  prefix: string;
  suffix: string;
}

/** The text before and after the digits of a formatted number ("R$ " and "" in pt-BR). */
function affixes(locale: string, options: Intl.NumberFormatOptions): Affixes {
  const parts = new Intl.NumberFormat(locale, options).formatToParts(1);
  const digits = new Set<string>(['integer', 'group', 'decimal', 'fraction']);
  const first = parts.findIndex((part) => digits.has(part.type));
  const last = parts.findLastIndex((part) => digits.has(part.type));
  const text = (from: Intl.NumberFormatPart[]) => plain(from.map((part) => part.value).join(''));
  return { prefix: text(parts.slice(0, first)), suffix: text(parts.slice(last + 1)) };
}

/** A money field's affixes in the locale ("R$ " before the digits in pt-BR, "R$" in en-US). */
export const currencyAffixes = (locale: string, currency = 'BRL') =>
  affixes(locale, { style: 'currency', currency });

/** A percentage field's affixes in the locale ("%" after the digits). */
export const percentAffixes = (locale: string) => affixes(locale, { style: 'percent' });
