import type { ChangeEvent } from 'react';

/**
 * Input masks of our own: digits typed into a pattern (`00000-000`), where each `0` is a
 * digit and anything else a literal the mask writes itself. A mask with several patterns
 * (a phone with 10 or 11 digits) takes the shortest that holds the digits typed.
 *
 * In an input, `maskedChange(mask, onChange)` formats what was typed and keeps the caret
 * after the same digit it followed (typing or deleting mid-text does not throw it to the end).
 */

export interface Mask {
  /** The patterns, shortest first. */
  readonly patterns: readonly string[];
  /** The most digits the mask holds. */
  readonly maxDigits: number;
}

const SLOT = '0';

const slotsOf = (pattern: string) => [...pattern].filter((char) => char === SLOT).length;

export function createMask(...patterns: string[]): Mask {
  const sorted = [...patterns].sort((a, b) => slotsOf(a) - slotsOf(b));
  const last = sorted.at(-1);
  if (last === undefined) throw new Error('A mask needs a pattern');
  return { patterns: sorted, maxDigits: slotsOf(last) };
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The pattern for `count` digits: the shortest that holds them, else the longest. */
function patternFor(mask: Mask, count: number): string {
  return mask.patterns.find((pattern) => slotsOf(pattern) >= count) ?? mask.patterns.at(-1)!;
}

/**
 * `digits` (anything else is dropped, extra digits too) written into the mask. A literal is
 * written only when a digit follows it: `123` in `00/00` is `12/3`, `12` is `12`.
 */
export function formatMasked(mask: Mask, text: string): string {
  const digits = onlyDigits(text).slice(0, mask.maxDigits);
  const pattern = patternFor(mask, digits.length);
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === SLOT) {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * Whether `text` fills one of the mask's patterns whole, as `formatMasked` writes it (a
 * complete phone, not a half-typed one): a schema's check of a masked field.
 */
export function isMaskComplete(mask: Mask, text: string): boolean {
  return mask.patterns.some(
    (pattern) =>
      pattern.length === text.length &&
      [...pattern].every((char, index) =>
        char === SLOT ? /\d/.test(text.charAt(index)) : char === text.charAt(index),
      ),
  );
}

/** The position just after the `count`-th digit of `text` (0 before the first). */
function afterDigit(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface MaskedEdit {
  /** The input's text after the edit, as the browser left it. */
  value: string;
  /** The caret in `value`; the end when unknown. */
  caret?: number | null | undefined;
  /** The formatted text before the edit: tells a deleted literal from a deleted digit. */
  previous?: string | undefined;
}

/**
 * An edit of a masked input: the formatted text and where the caret goes. Deleting only a
 * literal (Backspace just after the `-` of `12345-678`) deletes the digit before it, so
 * the key never seems to do nothing.
 */
export function applyMask(
  mask: Mask,
  { value, caret, previous }: MaskedEdit,
): { value: string; caret: number } {
  let at = caret ?? value.length;
  let text = value;
  const literalOnly =
    previous !== undefined &&
    value.length < previous.length &&
    onlyDigits(value) === onlyDigits(previous);
  if (literalOnly) {
    const digitsBefore = onlyDigits(text.slice(0, at)).length;
    if (digitsBefore > 0) {
      const cut = afterDigit(text, digitsBefore);
      text = text.slice(0, cut - 1) + text.slice(cut);
      at = cut - 1;
    }
  }
  const digitsBefore = Math.min(onlyDigits(text.slice(0, at)).length, mask.maxDigits);
  const formatted = formatMasked(mask, text);
  return { value: formatted, caret: afterDigit(formatted, digitsBefore) };
}

/**
 * An input's `onChange` for a masked field: formats what was typed, writes it back with the
 * caret in place (React leaves a controlled input alone when its text is already the
 * value), then hands the formatted text to `onChange` (a form's setter). `current` is the
 * text shown before the edit.
 */
export function maskedChange(mask: Mask, current: string, onChange: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = applyMask(mask, {
      value: input.value,
      caret: input.selectionStart,
      previous: current,
    });
    if (input.value !== next.value) input.value = next.value;
    if (input.ownerDocument.activeElement === input) {
      input.setSelectionRange(next.caret, next.caret);
    }
    onChange(next.value);
  };
}

/**
 * A text input's props with the mask applied: `{...withMask(cepMask,
 * form.getInputProps('cep'))}`. Digits on a phone's keyboard; no more characters than the
 * longest pattern.
 */
export function withMask<P extends { value: string; onChange: (value: string) => void }>(
  mask: Mask,
  props: P,
) {
  return {
    ...props,
    inputMode: 'numeric' as const,
    maxLength: mask.patterns.at(-1)!.length,
    onChange: maskedChange(mask, props.value, props.onChange),
  };
}

/** Brazilian postal code. */
export const cepMask = createMask('00000-000');
/** CPF, a person's taxpayer number (its check digits: `isValidCpf` in `./documents`). */
export const cpfMask = createMask('000.000.000-00');
/** CNPJ, a company's taxpayer number (its check digits: `isValidCnpj` in `./documents`). */
export const cnpjMask = createMask('00.000.000/0000-00');
/** One field for either: a CPF up to 11 digits, a CNPJ from the 12th. */
export const cpfCnpjMask = createMask('000.000.000-00', '00.000.000/0000-00');
/** A day as Brazilians write it, `DD/MM/AAAA` (a real day: `dayFromMasked` in `./masked-dates`). */
export const dateMask = createMask('00/00/0000');
/** A time of day, `HH:MM` on the 24-hour clock (`isValidMaskedTime` in `./masked-dates`). */
export const timeMask = createMask('00:00');
/** Brazilian phone: landline (10 digits) or mobile (11). */
export const phoneMask = createMask('(00) 0000-0000', '(00) 00000-0000');
/** A payment card's number, 13 to 19 digits in groups of four. */
export const cardNumberMask = createMask('0000 0000 0000 0000', '0000 0000 0000 0000 000');
/** A card's expiry, month and two-digit year. */
export const cardExpiryMask = createMask('00/00');
/** A card's security code. */
export const cardCvvMask = createMask('0000');
