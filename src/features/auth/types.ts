import * as z from 'zod/mini';

/** The auth contract lives in `src/contract/auth.ts`, shared with the reference server. */
export {
  API_MESSAGES,
  loginErrorSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerAnswerSchema,
  registerConflictSchema,
  registerRequestSchema,
  tokensSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@/contract/auth';

/**
 * The auth forms' rules; messages are translation keys (`auth` namespace). They are stricter
 * than the contract's bodies, which bound what a server must read and say nothing of a good
 * address or password: a real e-mail, a 6+ character new password, a username pattern. The
 * form also holds what is not sent (`remember`, `terms`, the reset's `confirm`).
 */
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'auth:validation.emailRequired'),
    z.email('auth:validation.email'),
  );

export const PASSWORD_MIN = 6;

export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'auth:validation.passwordRequired'),
    z.minLength(PASSWORD_MIN, 'auth:validation.passwordMin'),
  );

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'auth:validation.passwordRequired')),
  remember: z.boolean(),
});
export type LoginValues = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'auth:validation.usernameRequired'),
      z.regex(/^[\w.-]{3,20}$/, 'auth:validation.usernamePattern'),
    ),
  email: emailField,
  password: newPasswordField,
  terms: z.literal(true, 'auth:validation.terms'),
});
export type RegisterValues = Omit<z.input<typeof registerSchema>, 'terms'> & { terms: boolean };

export const forgotSchema = z.object({ email: emailField });

export const resetSchema = z.object({ password: newPasswordField, confirm: z.string() }).check(
  z.refine((values) => values.password === values.confirm, {
    message: 'auth:validation.passwordsDiffer',
    path: ['confirm'],
  }),
);

export const codeSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/, 'auth:validation.code')),
});
