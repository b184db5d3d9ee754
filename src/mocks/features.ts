import type { RequestHandler } from 'msw';
import { config } from '@/lib/config';

/**
 * The demo API, feature by feature: which calls each feature answers and how to load its
 * handlers. A feature's handlers and sample data are a chunk of their own, fetched the
 * first time one of its calls is made, so a page loads only its own demo data and the
 * demo layer grows by page, not by product. A new feature adds one entry here.
 */
export interface DemoFeature {
  readonly name: string;
  readonly answers: (url: URL) => boolean;
  readonly load: () => Promise<readonly RequestHandler[]>;
}

/** Calls on this origin whose path starts with one of `prefixes`. */
const under =
  (...prefixes: string[]) =>
  (url: URL) =>
    url.origin === window.location.origin &&
    prefixes.some((prefix) => url.pathname.startsWith(prefix));

/** The auth endpoints at the configured base URL, answered only when no remote API does. */
function authCall(url: URL): boolean {
  if (!config.demoAuth) return false;
  const target = url.origin + url.pathname;
  return Object.values(config.endpoints).some(
    (endpoint) => new URL(`${config.apiUrl}${endpoint}`, window.location.origin).href === target,
  );
}

export const demoFeatures: readonly DemoFeature[] = [
  {
    name: 'auth',
    answers: authCall,
    load: () => import('@/features/auth/demo/handlers').then((m) => m.authHandlers),
  },
  {
    name: 'search',
    answers: under('/api/bookmarks/', '/api/main-search/'),
    load: () => import('./search').then((m) => m.searchHandlers),
  },
  {
    name: 'email',
    answers: under('/apps/email/'),
    load: () => import('@/features/email/demo/handlers').then((m) => m.emailHandlers),
  },
];
