import { config } from '@/lib/config';
import { ApiError } from '@/lib/api-error';
import { http } from '@/lib/http';
import * as z from 'zod/mini';
import { sessionPayloadSchema, type SessionPayload } from './session';
// From the contract itself rather than `./types`: every page's boot path runs this module (the
// token refresh), and `./types` also holds the auth forms' rules, which only the auth pages use.
import {
  API_MESSAGES,
  loginErrorSchema,
  registerAnswerSchema,
  tokensSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@/contract/auth';

/** The auth calls against the remote API (or the demo answering in its place). */
export type LoginResult =
  | { ok: true; session: SessionPayload }
  | { ok: false; reason: 'invalid-credentials' | 'bad-request' };

export async function login(credentials: LoginRequest): Promise<LoginResult> {
  try {
    const session = await http.remote.post(config.endpoints.login, {
      json: credentials,
      schema: sessionPayloadSchema,
      authRetry: false,
    });
    return { ok: true, session };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const parsed = loginErrorSchema.safeParse(error.body);
    const message =
      parsed.success && typeof parsed.data.error !== 'string'
        ? parsed.data.error.email?.[0]
        : undefined;
    return {
      ok: false,
      reason: message === API_MESSAGES.invalidCredentials ? 'invalid-credentials' : 'bad-request',
    };
  }
}

export type RegisterResult =
  | { ok: true; session: SessionPayload }
  | { ok: false; emailInUse: boolean; usernameInUse: boolean };

export async function register(payload: RegisterRequest): Promise<RegisterResult> {
  const answer = await http.remote.post(config.endpoints.register, {
    json: payload,
    schema: registerAnswerSchema,
    authRetry: false,
  });
  if ('userData' in answer) return { ok: true, session: answer };
  return {
    ok: false,
    emailInUse: Boolean(answer.error.email),
    usernameInUse: Boolean(answer.error.username),
  };
}

export function refreshTokens(refreshToken: string) {
  return http.remote.post(config.endpoints.refresh, {
    json: { refreshToken },
    schema: tokensSchema,
    authRetry: false,
  });
}

/** Best effort: the session ends on this side whatever the server answers. */
export function logout(accessToken: string | null): Promise<unknown> {
  return http.remote
    .post(config.endpoints.logout, {
      schema: z.unknown(),
      authRetry: false,
      ...(accessToken ? { token: accessToken } : {}),
    })
    .catch(() => undefined);
}
