import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { TIME_HEADER } from '@/contract/http';
import { ApiError, DemoUnavailableError, isTimeoutError } from './api-error';
import { config, whenConfigReady, type AppConfig } from './config';
import { createRenewalClock } from './token-renewal';

/**
 * The one HTTP client, on `fetch`. Every call carries the no-cache and time-stamp headers
 * and, when signed in, the bearer token. A 401 triggers one refresh shared by every call in
 * flight, after which each call is retried once; a failed refresh ends the session once.
 * A JWT access token is also renewed ahead of a call once its lifetime has passed.
 * Answers are parsed with the caller's zod schema; failures become an `ApiError`.
 */
export interface AuthBridge {
  getAccessToken(): string | null;
  /** Renews the tokens; resolves `true` when the session may go on. Never throws. */
  refresh(): Promise<boolean>;
  onSessionExpired(): void;
  onForbidden(): void;
}

let bridge: AuthBridge | null = null;
let refreshing: Promise<boolean> | null = null;
const renewal = createRenewalClock();

/**
 * Answers a call in the page (the demo API, `src/mocks/answer.ts`); `undefined` sends the
 * call to the network. Connected at boot in demo builds; tests answer through `msw/node`.
 */
export type DemoAnswer = (request: Request) => Promise<Response | undefined>;
let demoAnswer: DemoAnswer | null = null;

export function connectDemo(answer: DemoAnswer | null): void {
  demoAnswer = answer;
}

export function connectAuth(next: AuthBridge | null): void {
  bridge = next;
  refreshing = null;
}

function refreshOnce(): Promise<boolean> {
  if (!bridge) return Promise.resolve(false);
  const current = bridge;
  refreshing ??= current
    .refresh()
    .catch(() => false)
    .then((ok) => {
      if (!ok) current.onSessionExpired();
      return ok;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export { TIME_HEADER };
/** How long a call may take before it fails as `timeout` (never retried automatically). */
export const TIMEOUT_MS = 30_000;

/** `promise`, or the signal's reason once it aborts: a demo answer that hangs is cut too. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

type SearchValue = string | number | boolean | null | undefined;
type Schema = $ZodType;

export interface RequestOptions<S extends Schema> {
  schema: S;
  searchParams?: Record<string, SearchValue | SearchValue[]>;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  /** `false` for the calls whose 401 is an answer, not an expired session (login, refresh). */
  authRetry?: boolean;
  /** Use this access token instead of the current one (logout sends the ending session's). */
  token?: string;
}

function buildUrl(base: string, path: string, params: RequestOptions<Schema>['searchParams']) {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '')
        url.searchParams.append(key, String(item));
    }
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface HttpClient {
  request<S extends Schema>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<output<S>>;
  get<S extends Schema>(path: string, options: RequestOptions<S>): Promise<output<S>>;
  post<S extends Schema>(path: string, options: RequestOptions<S>): Promise<output<S>>;
  put<S extends Schema>(path: string, options: RequestOptions<S>): Promise<output<S>>;
  patch<S extends Schema>(path: string, options: RequestOptions<S>): Promise<output<S>>;
  delete<S extends Schema>(path: string, options: RequestOptions<S>): Promise<output<S>>;
  /** A GET whose answer is a file (a picture the API keeps), as a `Blob`. */
  file(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
}

/**
 * `base` gives the client's base URL from the configuration in force: every call waits for
 * `config.json` (loaded at boot, beside the first paint) before it is built, and so does
 * the demo answering it (its latency, who signs in).
 */
function createClient(base: (settings: AppConfig) => string): HttpClient {
  /** One attempt: a response with a 2xx status, or an `ApiError`. */
  async function attempt(
    method: string,
    path: string,
    options: Omit<RequestOptions<Schema>, 'schema'>,
  ) {
    const headers = new Headers({
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      Expires: '0',
      [TIME_HEADER]: String(Date.now()),
    });
    const token = options.token ?? bridge?.getAccessToken();
    if (token) headers.set('Authorization', `${config.tokenType} ${token}`);
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      const settings = await untilAborted(whenConfigReady(), signal);
      const request = new Request(buildUrl(base(settings), path, options.searchParams), {
        method,
        headers,
        body,
        signal,
      });
      const answered = demoAnswer
        ? await untilAborted(demoAnswer(request.clone()), signal)
        : undefined;
      response = answered ?? (await fetch(request));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (timeout.aborted || isTimeoutError(error)) {
        throw new ApiError('timeout', 0, 'Request timed out');
      }
      if (error instanceof DemoUnavailableError) {
        throw new ApiError('demo-unavailable', 0, error.message, error.cause);
      }
      throw new ApiError('network', 0, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const data = await readBody(response).catch(() => undefined);
      throw new ApiError('http', response.status, `${method} ${path}: ${response.status}`, data);
    }
    return response;
  }

  async function send(
    method: string,
    path: string,
    options: Omit<RequestOptions<Schema>, 'schema'>,
  ) {
    const current = options.authRetry === false || options.token ? null : bridge?.getAccessToken();
    // A JWT at the end of its lifetime is renewed before the call rather than after a 401:
    // an API that does not check tokens (the demo areas in real mode) still sees it renewed.
    if (current && renewal.isDue(current) && !(await refreshOnce())) {
      throw new ApiError('session-expired', 401, 'Session expired');
    }
    const usedToken = bridge?.getAccessToken() ?? null;
    try {
      return await attempt(method, path, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 403) bridge?.onForbidden();
      if (error.status !== 401 || options.authRetry === false || !bridge) throw error;
      // Another call may already have renewed the token while this one was in flight.
      const current = bridge.getAccessToken();
      const renewed = current !== null && current !== usedToken ? true : await refreshOnce();
      if (!renewed) throw new ApiError('session-expired', 401, 'Session expired', error.body);
      try {
        return await attempt(method, path, options);
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) {
          bridge.onSessionExpired();
          throw new ApiError('session-expired', 401, 'Session expired', retryError.body);
        }
        throw retryError;
      }
    }
  }

  async function request<S extends Schema>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<output<S>> {
    const response = await send(method, path, options);
    const data = await readBody(response);
    const parsed = z.safeParse(options.schema, data);
    if (!parsed.success) {
      throw new ApiError('parse', response.status, 'Unexpected answer', parsed.error.issues);
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
    file: async (path, options = {}) => (await send('GET', path, options)).blob(),
  };
}

export const http = {
  /** The demo API on this origin (answered in the page in demo mode). */
  demo: createClient(() => '/'),
  /** The remote API at the configured base URL (the auth calls). */
  remote: createClient((settings) => settings.apiUrl),
};
