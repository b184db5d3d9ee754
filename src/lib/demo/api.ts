import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { Action, AppAbility, Subject } from '../ability';
import { currentConfig } from '../config';
import {
  DemoConflictError,
  DemoDuplicateError,
  DemoRowTooLargeError,
  DemoStorageFullError,
} from './db';

/**
 * Helpers for demo handlers, so that every handler behaves like a real API in one way:
 * it needs a valid bearer token whose user may make the call (checked here and only here),
 * answers after a small latency in the browser (none in tests), and rejects malformed
 * bodies with a 400.
 */
// Read at each call: config.json, read at run time, may change it.
const latency = () => (import.meta.env.MODE === 'test' ? 0 : currentConfig().demoDelay);

/**
 * Runs a handler and keeps its own time (after the latency) as the performance measure
 * `demo <METHOD> <path>`, the last one per call: the scale runs read it to tell the handler's
 * work from the rest, and the browser's performance panel shows it.
 */
async function timed<T>(label: string, run: () => T): Promise<Awaited<T>> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    performance.clearMeasures(label);
    performance.measure(label, { start });
  }
}

export function unauthorized() {
  return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
}

export function forbidden() {
  return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
}

/** Who makes a call, as the API knows them: never what the browser's `userData` claims. */
export interface DemoCaller {
  readonly id: string;
  readonly ability: AppAbility;
  /** Who they are, for calls that write it down (the sender of a message). */
  readonly profile: {
    readonly name: string;
    readonly email: string;
    readonly avatar: string;
    readonly username?: string;
  };
  /**
   * Whether `password` is the one they sign in with, where the demo keeps their account
   * (absent when a remote API signs them in: the demo never sees those passwords).
   */
  readonly verifyPassword?: (password: string) => Promise<boolean>;
  /** Makes `password` the one they sign in with (where the demo keeps their account). */
  readonly setPassword?: (password: string) => Promise<void>;
}

/** The caller a bearer token belongs to, or `null` when the API does not know the token. */
export type CallerLookup = (token: string) => Promise<DemoCaller | null>;

// Until the demo wires its user store in (src/mocks/callers.ts), nobody is known.
let lookupCaller: CallerLookup = () => Promise.resolve(null);

export function setCallerLookup(lookup: CallerLookup): void {
  lookupCaller = lookup;
}

/** The caller of a request with a valid bearer token, or the 401 answer. */
export async function callerOf(request: Request): Promise<DemoCaller | Response> {
  const match = /^Bearer\s+(\S+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return unauthorized();
  try {
    return (await lookupCaller(match[1])) ?? unauthorized();
  } catch {
    // The API that signs users in could not say who this is: try again later, not a 401.
    return HttpResponse.json({ error: 'Service unavailable' }, { status: 503 });
  }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a call does to its subject, by default from its method (a POST creates). */
const actionOf: Record<Method, Action> = {
  get: 'read',
  post: 'create',
  put: 'update',
  patch: 'update',
  delete: 'delete',
};

type Info<P extends PathParams<keyof P>> = Parameters<
  HttpResponseResolver<P, DefaultBodyType, DefaultBodyType>
>[0];
type Resolver<P extends PathParams<keyof P>> = (
  info: Info<P> & { caller: DemoCaller },
) => ReturnType<HttpResponseResolver<P, DefaultBodyType, DefaultBodyType>>;
type PublicResolver<P extends PathParams<keyof P>> = HttpResponseResolver<
  P,
  DefaultBodyType,
  DefaultBodyType
>;

/**
 * What the demo database refused, answered as a real API would: a save made on an older
 * version is a 409 with the record as it is now; a record larger than a demo record may be
 * is a 413; a browser out of room is a 507. Nothing was stored; the error policy words each.
 */
async function answerRefusals(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (error) {
    if (error instanceof DemoConflictError) {
      return HttpResponse.json(
        { error: 'Conflict', current: { ...error.current, version: error.version } },
        { status: 409 },
      );
    }
    if (error instanceof DemoDuplicateError) {
      // A handler that adds unique rows words the clash itself; this is the fallback.
      return HttpResponse.json({ error: 'Conflict' }, { status: 409 });
    }
    if (error instanceof DemoRowTooLargeError) {
      return HttpResponse.json({ error: 'Payload too large' }, { status: 413 });
    }
    if (error instanceof DemoStorageFullError) {
      return HttpResponse.json({ error: 'Insufficient storage' }, { status: 507 });
    }
    throw error;
  }
}

function protectedRoute(method: Method, subject: Subject | null) {
  return <P extends PathParams<keyof P> = PathParams>(
    path: string,
    resolver: Resolver<P>,
    action: Action = actionOf[method],
  ) =>
    http[method]<P, DefaultBodyType, DefaultBodyType>(path, async (info) => {
      const caller = await callerOf(info.request);
      if (caller instanceof Response) return caller;
      if (subject !== null && !caller.ability.can(action, subject)) return forbidden();
      const wait = latency();
      // Timed with or without a latency: the scale runs read the handler's own work.
      const run = () =>
        timed(`demo ${method.toUpperCase()} ${path}`, () =>
          answerRefusals(() => resolver({ ...info, caller })),
        );
      if (wait === 0) return run();
      await delay(wait);
      return run();
    });
}

function publicRoute(method: Method) {
  return <P extends PathParams<keyof P> = PathParams>(path: string, resolver: PublicResolver<P>) =>
    http[method]<P, DefaultBodyType, DefaultBodyType>(path, async (info) => {
      const wait = latency();
      if (wait > 0) await delay(wait);
      return answerRefusals(() => resolver(info));
    });
}

/**
 * The calls of a feature whose data is `subject`: each needs a signed-in caller allowed
 * `action` on it (`read` for a GET, `create` for a POST, `update` for PUT and PATCH,
 * `delete` for DELETE; a POST that changes records says `'update'`), else 401 or 403.
 */
export function demoApi(subject: Subject) {
  return {
    get: protectedRoute('get', subject),
    post: protectedRoute('post', subject),
    put: protectedRoute('put', subject),
    patch: protectedRoute('patch', subject),
    delete: protectedRoute('delete', subject),
  };
}

/** Demo calls open to anyone signed in, whatever they may do elsewhere (the files). */
export const signedInApi = {
  get: protectedRoute('get', null),
  post: protectedRoute('post', null),
};

/** Demo calls open to anyone (the auth calls themselves). */
export const publicApi = {
  get: publicRoute('get'),
  post: publicRoute('post'),
};

/** What `readBody` refused of each request's body, field by field, for `invalidBody`. */
const refusals = new WeakMap<Request, Record<string, string[]>>();

type Issue = z.core.$ZodIssue;

/** An issue in the API's words (English, as the spec's messages are). */
function said(issue: Issue): string {
  const unit = issue.code === 'too_big' || issue.code === 'too_small' ? issue.origin : '';
  const things = unit === 'string' ? 'characters' : 'items';
  if (issue.code === 'too_big') return `Use at most ${String(issue.maximum)} ${things}.`;
  if (issue.code === 'too_small') {
    return issue.minimum === 1 && unit === 'string'
      ? 'Required.'
      : `Use at least ${String(issue.minimum)} ${things}.`;
  }
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? 'Required.' : `Expected ${issue.expected}.`;
  }
  if (issue.code === 'invalid_format') return `Not a valid ${issue.format}.`;
  if (issue.code === 'invalid_value') return 'Not one of the allowed values.';
  return issue.message || 'Not valid.';
}

/**
 * The refused fields by name: a body wrapped in one key (`{ data: {…} }`, `{ event: {…} }`)
 * names its fields without the wrapper (`title`, `url`), so a form can show each beside its
 * field; a nested one by its path (`lines.0.description`).
 */
function refusedFields(issues: readonly Issue[], body: unknown): Record<string, string[]> {
  const wrapped = !!body && typeof body === 'object' && Object.keys(body).length === 1;
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = wrapped && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
    const name = path.map(String).join('.') || 'body';
    (fields[name] ??= []).push(said(issue));
  }
  return fields;
}

/**
 * The JSON body parsed with `schema`, or `null` when it is missing or malformed; then
 * `invalidBody(request)` answers the 400 that names what was refused.
 */
export async function readBody<S extends $ZodType>(
  request: Request,
  schema: S,
): Promise<output<S> | null> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    refusals.set(request, { body: ['Send a JSON body.'] });
    return null;
  }
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  refusals.set(request, refusedFields(result.error.issues, body));
  return null;
}

/** The 400 for a body `readBody` refused: `{ error: { field: [why] } }`, every field named. */
export function invalidBody(request: Request) {
  return badRequest(refusals.get(request) ?? 'Send a JSON body.');
}

export function notFound() {
  return HttpResponse.json({ error: 'Not found' }, { status: 404 });
}

export function badRequest(error: unknown = 'Something went wrong') {
  return HttpResponse.json({ error }, { status: 400 });
}
