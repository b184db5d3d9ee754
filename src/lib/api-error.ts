export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'session-expired';

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

/** The translation key (namespace `common`) that explains an error to a person. */
export function errorMessageKey(error: unknown) {
  if (!isApiError(error)) return 'errors.unknown' as const;
  if (error.kind === 'network') return 'errors.network' as const;
  if (error.kind === 'timeout') return 'errors.timeout' as const;
  if (error.kind === 'parse') return 'errors.parse' as const;
  if (error.kind === 'session-expired' || error.status === 401)
    return 'errors.unauthorized' as const;
  if (error.status === 403) return 'errors.forbidden' as const;
  if (error.status === 404) return 'errors.notFound' as const;
  if (error.status === 429) return 'errors.tooMany' as const;
  if (error.status >= 500) return 'errors.server' as const;
  return 'errors.request' as const;
}
