import * as z from 'zod/mini';

/** The translation keys of a text field's three rules. */
export interface TextFieldMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/**
 * Text a person types into a required field: trimmed, then `min` to `max` characters, each
 * rule saying its own message (keys, interpolated with `count`).
 */
export const textField = (min: number, max: number, messages: TextFieldMessages) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.minLength(min, messages.tooShort),
      z.maxLength(max, messages.tooLong),
    );
