import * as z from 'zod/mini';
import { AUTH_ENDPOINTS } from '../contract/auth.ts';

/**
 * The dashboard's configuration, from two places:
 *  - build-time variables (`VITE_*`, validated when the app is built: a wrong value fails
 *    the build). `VITE_DEMO` stays build-time: `off` leaves the demo out of the bundle;
 *  - `config.json`, served beside `index.html` and read by the app at start: what an
 *    operator may change without a new build (the API's address, whether the demo answers
 *    the auth calls, the demo's latency). The build writes it from the variables, so its
 *    defaults and the file agree until someone edits the file.
 * Only web globals here: the build (vite.config.ts, vite-plugins/) and the browser share it.
 */
const flag = () => z.optional(z.enum(['on', 'off', 'true', 'false', '1', '0']));

// Made when called: only the build reads the variables (the browser gets their result as a
// constant, vite.config.ts), so the sign-in page's bytes carry none of this.
const envSchema = () =>
  z.object({
    VITE_API_URL: z.optional(z.string()),
    VITE_DEMO: flag(),
    VITE_DEMO_AUTH: flag(),
    VITE_DEMO_DELAY: z.optional(z.string().check(z.regex(/^\d*$/))),
  });

export type EnvInput = z.input<ReturnType<typeof envSchema>>;

const isOn = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['on', 'true', '1'].includes(value);

/** Where the demo answers the auth calls when no remote API is configured. */
const DEMO_API_URL = '/api';
/**
 * No latency of its own by default: the demo answers as fast as the browser can, which is
 * what the app's code costs (with 250 ms, every card and list showed its skeleton a quarter
 * of a second longer than its code needed, and the dashboard was measured against peers that
 * fetch nothing). An operator who wants to see the loading states sets `demoDelay`.
 */
const DEFAULT_DEMO_DELAY = 0;
export const MAX_DEMO_DELAY = 60_000;

/**
 * Empty (no remote API), a path on this origin (`/api`), or an http(s) URL. A URL without
 * a scheme (`api.example.com`) or protocol-relative (`//api`) would be read against the
 * page's address and reach somewhere else than meant.
 */
export function isApiUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What `config.json` may say; every key is optional (the build's value stands in). */
export const configFileSchema = z.strictObject(
  {
    apiUrl: z.optional(
      z
        .string({ error: 'apiUrl must be a string' })
        .check(z.refine(isApiUrl, 'apiUrl must be empty, a path such as /api or an http(s) URL')),
    ),
    demoAuth: z.optional(z.boolean({ error: 'demoAuth must be true or false' })),
    demoDelay: z.optional(
      z
        .int({ error: 'demoDelay must be a whole number of milliseconds' })
        .check(
          z.minimum(0, 'demoDelay must be 0 or more'),
          z.maximum(MAX_DEMO_DELAY, `demoDelay must be at most ${MAX_DEMO_DELAY}`),
        ),
    ),
  },
  { error: 'config.json must be an object with apiUrl, demoAuth and demoDelay only' },
);

export type ConfigFile = z.infer<typeof configFileSchema>;

/** The file's values over `base`. `demoAuth`, when the file leaves it out, follows `apiUrl`. */
export function applyConfigFile(base: AppConfig, file: ConfigFile): AppConfig {
  const apiUrl = file.apiUrl?.trim().replace(/\/+$/, '');
  const demoAuth = file.demoAuth ?? (apiUrl === undefined ? base.demoAuth : apiUrl === '');
  return {
    ...base,
    apiUrl: apiUrl === undefined ? base.apiUrl : apiUrl || DEMO_API_URL,
    // Without the demo in the bundle nothing could answer them.
    demoAuth: base.demo && demoAuth,
    demoDelay: file.demoDelay ?? base.demoDelay,
  };
}

/** The `config.json` a build writes: its variables as an operator would edit them. */
export function configFileFor(env: EnvInput): ConfigFile {
  const parsed = envSchema().parse(env);
  // Checked as the app checks the file: a value it would refuse fails the build instead.
  const file = configFileSchema.safeParse({
    apiUrl: (parsed.VITE_API_URL ?? '').trim(),
    ...(parsed.VITE_DEMO_AUTH === undefined
      ? {}
      : { demoAuth: isOn(parsed.VITE_DEMO_AUTH, false) }),
    demoDelay: Number(parsed.VITE_DEMO_DELAY || DEFAULT_DEMO_DELAY),
  });
  if (!file.success) {
    throw new Error(`VITE_API_URL or VITE_DEMO_DELAY: ${describe(file.error.issues)}`);
  }
  return file.data;
}

/** The configuration of a build: its variables, before any `config.json`. */
export function parseConfig(env: EnvInput): AppConfig {
  const demo = isOn(envSchema().parse(env).VITE_DEMO, true);
  const base: AppConfig = {
    /** Base URL of the remote API (absolute, or a path on this origin). */
    apiUrl: DEMO_API_URL,
    /** Whether the in-browser demo API (Mock Service Worker) serves the demo areas. */
    demo,
    /** Whether the demo also answers the auth calls: on by default when no API URL is set. */
    demoAuth: demo,
    /** Extra latency of demo answers in the browser, in milliseconds. */
    demoDelay: DEFAULT_DEMO_DELAY,
    endpoints: {
      login: AUTH_ENDPOINTS.login,
      register: AUTH_ENDPOINTS.register,
      refresh: AUTH_ENDPOINTS.refresh,
      logout: AUTH_ENDPOINTS.logout,
    },
    tokenType: 'Bearer',
  };
  return applyConfigFile(base, configFileFor(env));
}

export interface AppConfig {
  readonly apiUrl: string;
  readonly demo: boolean;
  readonly demoAuth: boolean;
  readonly demoDelay: number;
  readonly endpoints: {
    readonly login: string;
    readonly register: string;
    readonly refresh: string;
    readonly logout: string;
  };
  readonly tokenType: 'Bearer';
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) =>
      issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.join(', ')}` : issue.message,
    )
    .join('; ');
}

/**
 * The configuration in force given the text of a `config.json`: the file's values over
 * `base`, or `base` itself with the reason when the file is not valid JSON or breaks the
 * schema (the app then runs on the build's defaults rather than on half a file).
 */
export function readConfigFile(
  base: AppConfig,
  text: string,
): { config: AppConfig; problem?: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { config: base, problem: 'is not JSON' };
  }
  const file = configFileSchema.safeParse(json);
  if (!file.success) return { config: base, problem: describe(file.error.issues) };
  return { config: applyConfigFile(base, file.data) };
}
