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
import { config } from '../config';
import { verifyToken } from './tokens';

/**
 * Helpers for demo handlers, so that every handler behaves like a real API in one way:
 * it needs a valid bearer token (checked here and only here), answers after a small
 * latency in the browser (none in tests), and rejects malformed bodies with a 400.
 */
const latency = import.meta.env.MODE === 'test' ? 0 : config.demoDelay;

export function unauthorized() {
  return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
}

/** `null` when the request may go on, otherwise the 401 answer. */
export async function checkBearer(request: Request): Promise<Response | null> {
  const match = /^Bearer\s+(\S+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return unauthorized();
  // A remote API issued the token: the demo cannot verify it, only require it.
  if (!config.demoAuth) return null;
  return (await verifyToken(match[1], 'access')) ? null : unauthorized();
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Resolver<P extends PathParams<keyof P>> = HttpResponseResolver<
  P,
  DefaultBodyType,
  DefaultBodyType
>;

function route(method: Method, protect: boolean) {
  return <P extends PathParams<keyof P> = PathParams>(path: string, resolver: Resolver<P>) =>
    http[method]<P, DefaultBodyType, DefaultBodyType>(path, async (info) => {
      if (protect) {
        const denied = await checkBearer(info.request);
        if (denied) return denied;
      }
      if (latency > 0) await delay(latency);
      return resolver(info);
    });
}

/** Demo calls that require a signed-in user (every feature handler). */
export const demoApi = {
  get: route('get', true),
  post: route('post', true),
  put: route('put', true),
  patch: route('patch', true),
  delete: route('delete', true),
};

/** Demo calls open to anyone (the auth calls themselves). */
export const publicApi = {
  get: route('get', false),
  post: route('post', false),
};

/** The JSON body parsed with `schema`, or `null` when it is missing or malformed. */
export async function readBody<S extends $ZodType>(
  request: Request,
  schema: S,
): Promise<output<S> | null> {
  try {
    const result = z.safeParse(schema, await request.json());
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function notFound() {
  return HttpResponse.json({ error: 'Not found' }, { status: 404 });
}

export function badRequest(error: unknown = 'Something went wrong') {
  return HttpResponse.json({ error }, { status: 400 });
}
