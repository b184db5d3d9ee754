import type { ChangeEvent } from 'react';
import { onlyDigits, type MaskedEdit } from './masks';

/**
 * A money field typed as a cash register does: each digit shifts in from the right as cents
 * (`1`, `12`, `123` show R$ 0,01, R$ 0,12, R$ 1,23), written by the page's own currency
 * format (`format.currency` of `useFormat()`, so the active language decides separators).
 * The field's value is the amount in cents, a whole number (`null` when empty): no rounding
 * ever touches it. For a currency with cents (BRL, USD, EUR).
 *
 * The caret keeps the digits after it (it stays before the same cents while typing in the
 * middle); Backspace just after a separator deletes the digit before it; deleting the last
 * digit that is not a zero empties the field.
 */

/** Writes an amount in currency units: `(amount) => format.currency(amount)`. */
export type AmountFormat = (amount: number) => string;

/** The most digits an amount holds: R$ 99.999.999.999,99, well inside a safe integer. */
export const MONEY_MAX_DIGITS = 13;

/** The amount `cents` in the field's format; `''` for none. */
export function formatCents(cents: number | null, format: AmountFormat): string {
  return cents === null ? '' : format(cents / 100);
}

/** The cents a typed or pasted text holds (its digits; `R$ 1.234,56` is 123456); `null` for none. */
export function centsOf(text: string): number | null {
  const digits = onlyDigits(text).replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits.slice(0, MONEY_MAX_DIGITS));
}

/** The position in `text` with exactly `count` digits after it, next to the digit before. */
function beforeLastDigits(text: string, count: number): number {
  const keep = onlyDigits(text).length - count;
  if (keep > 0) return afterDigit(text, keep);
  const first = text.search(/\d/);
  return first === -1 ? text.length : first;
}

/** The position just after the `count`-th digit of `text` (`count` > 0). */
function afterDigit(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface MoneyEdit {
  /** The formatted text. */
  value: string;
  /** Where the caret goes in it. */
  caret: number;
  /** The amount in cents, `null` when the field is empty. */
  cents: number | null;
}

/** An edit of a money field: the amount, its text and where the caret goes. */
export function applyMoney(
  format: AmountFormat,
  { value, caret, previous }: MaskedEdit,
): MoneyEdit {
  let at = caret ?? value.length;
  let text = value;
  const before = previous ?? '';
  // Backspace or Delete took only a separator or the symbol: delete the digit before the caret.
  if (text.length < before.length && onlyDigits(text) === onlyDigits(before)) {
    const digitsBefore = onlyDigits(text.slice(0, at)).length;
    if (digitsBefore > 0) {
      const cut = afterDigit(text, digitsBefore);
      text = text.slice(0, cut - 1) + text.slice(cut);
      at = cut - 1;
    }
  }
  const digitsAfter = onlyDigits(text.slice(at)).length;
  const typed = onlyDigits(text);
  const significant = typed.replace(/^0+/, '');
  if (significant.length > MONEY_MAX_DIGITS) {
    // One digit too many: the field keeps its amount (and the caret its place), as a full
    // field with a `maxLength` would.
    const kept = centsOf(before);
    const shown = formatCents(kept, format);
    return { value: shown, caret: beforeLastDigits(shown, digitsAfter), cents: kept };
  }
  const deleting = typed.length < onlyDigits(before).length;
  if (significant === '' && (typed === '' || deleting)) return { value: '', caret: 0, cents: null };
  const cents = Number(significant || '0');
  const formatted = format(cents / 100);
  return { value: formatted, caret: beforeLastDigits(formatted, digitsAfter), cents };
}

/**
 * An input's `onChange` for a money field: writes the formatted amount back with the caret in
 * place, then hands the cents (or `null`) to `onChange`. `cents` is the amount shown before.
 */
export function moneyChange(
  format: AmountFormat,
  cents: number | null,
  onChange: (cents: number | null) => void,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = applyMoney(format, {
      value: input.value,
      caret: input.selectionStart,
      previous: formatCents(cents, format),
    });
    if (input.value !== next.value) input.value = next.value;
    if (input.ownerDocument.activeElement === input) {
      input.setSelectionRange(next.caret, next.caret);
    }
    onChange(next.cents);
  };
}

/**
 * A text input's props for an amount in cents: `{...withMoneyMask(format.currency,
 * form.getInputProps('price'))}` (a field of `number | null`). The text follows the active
 * language; digits on a phone's keyboard.
 */
export function withMoneyMask<
  P extends { value: number | null | ''; onChange: (cents: number | null) => void },
>(format: AmountFormat, props: P) {
  const cents = typeof props.value === 'number' ? props.value : null;
  return {
    ...props,
    value: formatCents(cents, format),
    inputMode: 'numeric' as const,
    onChange: moneyChange(format, cents, props.onChange),
  };
}
