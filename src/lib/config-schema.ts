import * as z from 'zod/mini';
import { AUTH_ENDPOINTS } from '../contract/auth.ts';

/**
 * Build-time configuration, read from `import.meta.env` and validated once at start.
 * A wrong value fails loudly at boot instead of misbehaving later.
 */
const flag = z.optional(z.enum(['on', 'off', 'true', 'false', '1', '0']));

const envSchema = z.object({
  VITE_API_URL: z.optional(z.string()),
  VITE_DEMO: flag,
  VITE_DEMO_AUTH: flag,
  VITE_DEMO_DELAY: z.optional(z.string().check(z.regex(/^\d*$/))),
});

export type EnvInput = z.input<typeof envSchema>;

const isOn = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['on', 'true', '1'].includes(value);

export function parseConfig(env: EnvInput) {
  const parsed = envSchema.parse(env);
  const apiUrl = (parsed.VITE_API_URL ?? '').trim().replace(/\/+$/, '');
  const demo = isOn(parsed.VITE_DEMO, true);
  return {
    /** Base URL of the remote API (absolute, or a path on this origin). */
    apiUrl: apiUrl || '/api',
    /** Whether the in-browser demo API (Mock Service Worker) serves the demo areas. */
    demo,
    /** Whether the demo also answers the auth calls: on by default when no API URL is set. */
    demoAuth: demo && isOn(parsed.VITE_DEMO_AUTH, apiUrl === ''),
    /** Extra latency of demo answers in the browser, in milliseconds. */
    demoDelay: Number(parsed.VITE_DEMO_DELAY || 250),
    endpoints: {
      login: AUTH_ENDPOINTS.login,
      register: AUTH_ENDPOINTS.register,
      refresh: AUTH_ENDPOINTS.refresh,
      logout: AUTH_ENDPOINTS.logout,
    },
    tokenType: 'Bearer',
  } as const;
}

export type AppConfig = ReturnType<typeof parseConfig>;
