/**
 * Brazilian taxpayer numbers and their check digits (módulo 11), the rule the Receita Federal
 * gives: a CPF (a person, 11 digits) ends with two digits computed from the nine before them,
 * a CNPJ (a company, 14 digits) with two computed from the twelve before them. A number whose
 * digits are all the same passes the arithmetic but is never issued, so it is refused too.
 *
 * Each takes the number as `cpfMask`/`cnpjMask` write it or as bare digits; anything else
 * (a half-typed number, letters) is not valid.
 */

const CPF_TEXT = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
const CNPJ_TEXT = /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{14})$/;

const digitsOf = (text: string) => [...text.replace(/\D/g, '')].map(Number);
const allSame = (digits: number[]) => digits.every((digit) => digit === digits[0]);

/** The check digit of `digits` with `weights` (one each, in order): 11 minus the rest, 0 for 10 or 11. */
function checkDigit(digits: number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Weights from `first` down to 2, one per digit (the CPF's: 10…2, then 11…2). */
const descending = (first: number) =>
  Array.from({ length: first - 1 }, (_, index) => first - index);

/** Whether `text` is a CPF whose two check digits are right (`529.982.247-25`, `52998224725`). */
export function isValidCpf(text: string): boolean {
  if (!CPF_TEXT.test(text)) return false;
  const digits = digitsOf(text);
  if (allSame(digits)) return false;
  return (
    checkDigit(digits, descending(10)) === digits[9] &&
    checkDigit(digits, descending(11)) === digits[10]
  );
}

/** The CNPJ's weights: 5…2 then 9…2 for the first check digit, 6…2 then 9…2 for the second. */
const CNPJ_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_SECOND = [6, ...CNPJ_FIRST] as const;

/** Whether `text` is a CNPJ whose two check digits are right (`11.222.333/0001-81`). */
export function isValidCnpj(text: string): boolean {
  if (!CNPJ_TEXT.test(text)) return false;
  const digits = digitsOf(text);
  if (allSame(digits)) return false;
  return (
    checkDigit(digits, CNPJ_FIRST) === digits[12] && checkDigit(digits, CNPJ_SECOND) === digits[13]
  );
}
