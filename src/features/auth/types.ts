import * as z from 'zod/mini';
import { sessionPayloadSchema } from './session';

/** The auth contract (SPEC §7): request and answer shapes of login, register, refresh. */
export const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string() });

export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

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

export const API_MESSAGES = {
  invalidCredentials: 'Email or Password is Invalid',
  somethingWrong: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefresh: 'Invalid refresh token',
} as const;
