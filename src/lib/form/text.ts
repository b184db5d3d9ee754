import * as z from 'zod/mini';
import { cleanName } from '../text-rules';

/** The translation keys of a text field's rules (none for a call body: its refusal is a 400). */
export interface TextFieldMessages {
  required?: string;
  tooShort?: string;
  tooLong?: string;
}

/**
 * Text a person types into a required field, a name or a title, the same in the form and in
 * its call: cleaned (`cleanName`: NFKC, no invisible or bidi control characters, spaces
 * collapsed, trimmed), then `min` to `max` characters, each rule saying its own message (keys,
 * interpolated with `count`).
 */
export const textField = (min: number, max: number, messages: TextFieldMessages = {}) =>
  z
    .string()
    .check(
      z.overwrite(cleanName),
      z.minLength(1, messages.required),
      z.minLength(min, messages.tooShort),
      z.maxLength(max, messages.tooLong),
    );
