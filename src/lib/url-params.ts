import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * A page's own state in the URL's search params (`?view=timeGridWeek&date=2030-03-12`), each
 * param declared once: the schema that reads its text and the value when it is absent or bad.
 * Pure functions, so a route's prefetch reads the same state the page will (`useUrlParams` is
 * the page's side). Lists keep theirs with `useListState`.
 *
 * A value is written as text (a number in digits, a switch as `1`/`0`, a list with commas),
 * then read back by its schema: what lands in the URL is what the schema reads, in its own
 * form (a list in the schema's order), and a value the schema refuses is left out.
 */

/** What a param's value may be: something with a plain text form. */
export type UrlValue = string | number | boolean | readonly (string | number)[];

/** Reads a param's text into its value (`z.enum`, `z.pipe(text, z.transform(…))`). */
export type UrlSchema = $ZodType<UrlValue, string>;

export interface UrlParam<S extends UrlSchema = UrlSchema, D = output<S>> {
  schema: S;
  /**
   * The value of an absent or bad param, never written to the URL; a function for a default
   * that moves (today).
   */
  default: D | (() => D);
}

/** A param; its default is a value of the schema or `null` (none). */
export function urlParam<S extends UrlSchema, D extends output<S> | null = output<S>>(
  schema: S,
  fallback: D | (() => D),
): UrlParam<S, D> {
  return { schema, default: fallback };
}

export type UrlParamSpec = Record<string, UrlParam<UrlSchema, unknown>>;

export type UrlValues<P extends UrlParamSpec> = {
  [K in keyof P]: P[K] extends UrlParam<infer S, infer D> ? output<S> | D : never;
};

/** A positive whole number in digits (`?id=7`): the id of the open item. */
export const urlId = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number));

/** A switch, on as `1` and off as `0` (`?print=1`). */
export const urlFlag = z.pipe(
  z.enum(['1', '0']),
  z.transform((text) => text === '1'),
);

/**
 * Some of `names`, comma-separated (`Personal,Family`), read in the order of `names`:
 * unknown names drop, an empty text is none.
 */
export function urlList<const T extends string>(names: readonly T[]) {
  return z.pipe(
    z.string(),
    z.transform((text) => {
      const listed = new Set(text.split(','));
      return names.filter((name) => listed.has(name));
    }),
  );
}

function defaultOf(param: UrlParam<UrlSchema, unknown>): unknown {
  const fallback = param.default;
  return typeof fallback === 'function' ? (fallback as () => unknown)() : fallback;
}

function read(param: UrlParam<UrlSchema, unknown>, text: string | null): unknown {
  const result = text === null ? null : z.safeParse(param.schema, text);
  return result?.success ? result.data : defaultOf(param);
}

/** The params' values read from `search`; a bad value is the default. Never throws. */
export function parseUrlParams<P extends UrlParamSpec>(
  search: URLSearchParams,
  spec: P,
): UrlValues<P> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries<UrlParam<UrlSchema, unknown>>(spec)) {
    values[name] = read(param, search.get(name));
  }
  return values as UrlValues<P>;
}

/** A value's text in a URL: a list with commas, a switch as `1`/`0`, anything else as text. */
export function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** The text a value is written as, `null` for none (`null`, or a value the schema refuses). */
function textOf(param: UrlParam<UrlSchema, unknown>, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const result = z.safeParse(param.schema, plainText(value));
  return result.success ? plainText(result.data) : null;
}

/**
 * `base` with the params of `patch` changed: a default leaves the URL, other params (and the
 * params `patch` does not name) stay as they are.
 */
export function writeUrlParams<P extends UrlParamSpec>(
  base: URLSearchParams,
  patch: Partial<UrlValues<P>>,
  spec: P,
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [name, value] of Object.entries(patch)) {
    const param: UrlParam<UrlSchema, unknown> | undefined = spec[name];
    if (!param || value === undefined) continue;
    const text = textOf(param, value);
    if (text === null || text === textOf(param, defaultOf(param))) next.delete(name);
    else next.set(name, text);
  }
  return next;
}
