/**
 * `network`: the server could not be reached (offline, DNS, refused). `demo-unavailable`: the
 * demo layer that answers in the page could not load its code (its chunk did not arrive), so
 * the demo cannot start; a real API is never involved.
 */
export type ApiErrorKind =
  'http' | 'network' | 'timeout' | 'parse' | 'session-expired' | 'demo-unavailable';

/** Every failure of the HTTP client, normalised: callers never see a raw fetch or ky error. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The fields a 400 refused, as the API names them (`{ error: { email: [...] } }`), for a
 * form's `setServerErrors`; `undefined` for any other failure.
 */
export function refusedFields(error: unknown): Record<string, unknown> | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const body = error.body as { error?: unknown } | undefined;
  return body?.error && typeof body.error === 'object'
    ? (body.error as Record<string, unknown>)
    : undefined;
}

/** Thrown by the demo layer when its code (the resolver or a feature's handlers) cannot load. */
export class DemoUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The demo layer could not load: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'DemoUnavailableError';
    this.cause = cause;
  }
}

/**
 * The record as the API holds it now, when a save was refused because another save (another
 * tab, another person) changed it first (`409 { error, current }`); `undefined` otherwise.
 */
export function conflictingRecord(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 409) return undefined;
  return (error.body as { current?: unknown } | undefined)?.current;
}

/**
 * Why the API refused a change that clashes with what it holds (`409 { code: 'soldOut' }`),
 * as the code it names; `undefined` for any other failure or a 409 without one.
 */
export function refusalCode(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A transport that gave up waiting (`AbortSignal.timeout`, or the demo layer saying so). */
export const isTimeoutError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'TimeoutError';

/** The translation key (namespace `common`) that explains an error to a person. */
export function errorMessageKey(error: unknown) {
  if (!isApiError(error)) return 'errors.unknown' as const;
  if (error.kind === 'network') return 'errors.network' as const;
  if (error.kind === 'demo-unavailable') return 'errors.demoUnavailable' as const;
  if (error.kind === 'timeout') return 'errors.timeout' as const;
  if (error.kind === 'parse') return 'errors.parse' as const;
  if (error.kind === 'session-expired' || error.status === 401)
    return 'errors.unauthorized' as const;
  if (error.status === 403) return 'errors.forbidden' as const;
  if (error.status === 404) return 'errors.notFound' as const;
  if (error.status === 409) return 'errors.conflict' as const;
  if (error.status === 413) return 'errors.tooLarge' as const;
  if (error.status === 429) return 'errors.tooMany' as const;
  if (error.status === 507) return 'errors.storageFull' as const;
  if (error.status >= 500) return 'errors.server' as const;
  return 'errors.request' as const;
}
