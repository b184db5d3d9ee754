import { cardBrand, cardDigits, passesLuhn } from '@/lib/form/card';
import { isValidCnpj, isValidCpf } from '@/lib/form/documents';
import { onlyDigits } from '@/lib/form/masks';

/**
 * What the input-mask page says of a whole value: a translation key of `form-inputs` and its
 * values, good or not. Pure, so the rules are tested apart from the page.
 */
export interface Check {
  ok: boolean;
  key: CheckKey;
  values?: { ddd: string };
}

type CheckKey =
  | `mask.phone.${'mobile' | 'landline' | 'badDdd' | 'badMobile' | 'badLandline'}`
  | `mask.${'cpf' | 'cnpj' | 'card'}.${'valid' | 'invalid'}`;

/**
 * A Brazilian phone by Anatel's plan: a two-digit area code (DDD) without a 0, then a mobile
 * (nine digits starting with 9) or a landline (eight, starting with 2 to 5).
 */
export function checkPhone(text: string): Check {
  const digits = onlyDigits(text);
  const ddd = digits.slice(0, 2);
  const first = digits.charAt(2);
  if (ddd.includes('0')) return { ok: false, key: 'mask.phone.badDdd' };
  if (digits.length === 11) {
    return first === '9'
      ? { ok: true, key: 'mask.phone.mobile', values: { ddd } }
      : { ok: false, key: 'mask.phone.badMobile' };
  }
  return '2345'.includes(first)
    ? { ok: true, key: 'mask.phone.landline', values: { ddd } }
    : { ok: false, key: 'mask.phone.badLandline' };
}

export const checkCpf = (text: string): Check =>
  isValidCpf(text) ? { ok: true, key: 'mask.cpf.valid' } : { ok: false, key: 'mask.cpf.invalid' };

export const checkCnpj = (text: string): Check =>
  isValidCnpj(text)
    ? { ok: true, key: 'mask.cnpj.valid' }
    : { ok: false, key: 'mask.cnpj.invalid' };

/** A CPF (11 digits) or a CNPJ (14), whichever was typed. */
export const checkCpfOrCnpj = (text: string): Check =>
  onlyDigits(text).length === 11 ? checkCpf(text) : checkCnpj(text);

/** The region a CEP's first digit tells (index into `mask.cep.regions`). */
export const cepRegion = (text: string): number => Number(onlyDigits(text).charAt(0));

/** A card number is whole at 15 digits for American Express, 16 or 19 for the others. */
export function cardNumberComplete(text: string): boolean {
  const length = cardDigits(text).length;
  return cardBrand(text) === 'amex' ? length === 15 : length === 16 || length === 19;
}

export function checkCardNumber(text: string): Check {
  return passesLuhn(cardDigits(text))
    ? { ok: true, key: 'mask.card.valid' }
    : { ok: false, key: 'mask.card.invalid' };
}
