import * as z from 'zod/mini';

/**
 * The login contract (SPEC §3 Session, §7, §8): what the dashboard sends to the auth API and
 * what it accepts back. The client parses answers with these schemas and the reference
 * server (`server/`) validates requests with them, so both sides keep one shape.
 * This module imports nothing of the app: the server loads it as it is.
 */
export const AUTH_ENDPOINTS = {
  login: '/login',
  register: '/jwt/register',
  refresh: '/jwt/refresh-token',
  logout: '/logout',
  /** The reference server's own addition; the client works without it. */
  me: '/me',
} as const;

export const API_MESSAGES = {
  invalidCredentials: 'Email or Password is Invalid',
  somethingWrong: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefresh: 'Invalid refresh token',
  unauthorized: 'Unauthorized',
} as const;

/** One permission of a user: an action on a subject (CASL's vocabulary). */
export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** The signed-in user as the API returns it. */
export const userDataSchema = z.object({
  id: z.union([z.number(), z.string()]),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.optional(z.string()),
  ability: z.array(abilityRuleSchema),
  extras: z.optional(z.record(z.string(), z.unknown())),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Tokens travel in headers and storage: base64url, JWT or opaque. */
export const tokenSchema = z.string().check(z.regex(/^[\w\-.~+/]+=*$/));
export const sessionIdSchema = z.string().check(z.regex(/^[\w\-.:]{1,128}$/));

/** The answer of login and register: what a session is made of. */
export const sessionPayloadSchema = z.object({
  userData: userDataSchema,
  accessToken: tokenSchema,
  refreshToken: tokenSchema,
  logUsuarioSessaoID: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  ),
});
export type SessionPayload = z.output<typeof sessionPayloadSchema>;

// Bounds keep a hostile body cheap (a password is hashed with a memory-hard function).
const emailInput = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
const passwordInput = z.string().check(z.minLength(1), z.maxLength(512));

export const loginRequestSchema = z.object({ email: emailInput, password: passwordInput });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: emailInput,
  password: passwordInput,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string().check(z.minLength(1), z.maxLength(4096)),
});

export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

/** A refused call: `{ error: message }` or `{ error: { field: [messages] } }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const apiErrorSchema = z.object({ error: z.union([z.string(), fieldErrorsSchema]) });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A failed login: `400 { error: { email: [message] } }` (or a plain message). */
export const loginErrorSchema = z.object({
  error: z.union([
    z.string(),
    z.object({ email: z.optional(z.array(z.string())), password: z.optional(z.array(z.string())) }),
  ]),
});

/** Register answers 200 either with a session or with the fields already in use. */
export const registerConflictSchema = z.object({
  error: z.object({ email: z.optional(z.string()), username: z.optional(z.string()) }),
});
export const registerAnswerSchema = z.union([sessionPayloadSchema, registerConflictSchema]);
