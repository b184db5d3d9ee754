import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useSessionStore } from '@/features/auth';
import type { BuiltEntry, PrefetchContext, PrefetchLoader } from './catalogue';

export type PrefetchingEntry = BuiltEntry & { prefetch: PrefetchLoader };

/**
 * Starts a page's data with its code: React Router runs a route's static `loader` beside its
 * `lazy`, so the page's first calls do not wait for its chunk. Never for a signed-out visitor
 * (a demo call without a token answers 401, which would end the session); the ability is
 * checked by the runner, a chunk of its own so that CASL and the query client stay out of
 * the login page's JavaScript. The page's prefetch module downloads beside it.
 */
export async function startPrefetch(entry: PrefetchingEntry, context: PrefetchContext) {
  if (!useSessionStore.getState().user || entry.access === 'guest') return;
  const [{ runPrefetch }, module] = await Promise.all([
    import('./prefetch-runner'),
    entry.prefetch(),
  ]);
  await runPrefetch(entry, module, context);
}

const hasPrefetch = (entry: BuiltEntry): entry is PrefetchingEntry => Boolean(entry.prefetch);

/**
 * The route properties that prefetch `entry`'s data, if it declares a `prefetch`. The loader
 * never waits for the data: the page shows its own loading state, and a failure is left to
 * the page's query to report.
 */
export function prefetchRoute(entry: BuiltEntry): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  if (!hasPrefetch(entry)) return {};
  return {
    loader: ({ params, request }: LoaderFunctionArgs) => {
      startPrefetch(entry, { params, url: new URL(request.url) }).catch(() => undefined);
      return null;
    },
    // Once the page is there it asks for what it needs itself (a new search, another folder).
    shouldRevalidate: () => false,
  };
}
