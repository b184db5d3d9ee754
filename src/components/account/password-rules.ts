import * as z from 'zod/mini';

/**
 * A new password's rules, written once: the schema the forms and the calls check, and the
 * list shown beside the field as each rule becomes true.
 */
export const PASSWORD_MIN = 8;
const LETTER = /[a-z]/i;
const DIGIT = /\d/;

export const passwordRules = [
  { id: 'length', met: (password: string) => password.length >= PASSWORD_MIN },
  { id: 'letter', met: (password: string) => LETTER.test(password) },
  { id: 'digit', met: (password: string) => DIGIT.test(password) },
] as const;
export type PasswordRule = (typeof passwordRules)[number]['id'];

/** A new password: 8 or more characters, with a letter and a digit. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, 'account:password.tooShort'),
    z.regex(LETTER, 'account:password.letter'),
    z.regex(DIGIT, 'account:password.digit'),
  );

/** The new password typed again. */
export const confirmSchema = z.string().check(z.minLength(1, 'account:password.confirmRequired'));

/** The check that the password was typed the same twice (its error goes on `confirm`). */
export const confirmMatches = () =>
  z.refine<{ password: string; confirm: string }>((values) => values.password === values.confirm, {
    message: 'account:password.mismatch',
    path: ['confirm'],
  });

/** The fields of a new password: the rules, then the same password typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: confirmSchema })
  .check(confirmMatches());
export type NewPassword = z.infer<typeof newPasswordSchema>;
