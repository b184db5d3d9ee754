import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { busyChanged, watchBusy } from './busy';
import { reportMutationError, reportMutationSuccess, reportQueryError } from './query-feedback';
import { onSessionEnd } from './session-cleanup';
import { DEMO_DATA_CHANGED } from './demo/events';

/**
 * Client errors (4xx) are answers, not accidents: they are never retried. Neither is a call
 * that already waited its whole timeout, nor one made while the browser is offline: the
 * person sees the message at once and retries (or the page does, back online).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isClientError || error.kind === 'parse')) return false;
  if (isApiError(error) && error.kind === 'timeout') return false;
  if (globalThis.navigator?.onLine === false) return false;
  return failureCount < 2;
}

/**
 * What a page shows of a query: its data whenever it has some. A read that failed after the
 * data came (a list read again after a save failed offline) keeps what was loaded on screen,
 * with the save's own message; only a query that never had data shows its error.
 */
export function shownStatus(query: {
  status: 'pending' | 'error' | 'success';
  data: unknown;
}): 'pending' | 'error' | 'success' {
  return query.status === 'error' && query.data !== undefined ? 'success' : query.status;
}

/**
 * The query client, with the app's one error policy (`query-feedback.ts`) in its caches.
 *
 * Calls are made even while the browser says it is offline (`networkMode: 'always'`): a call
 * that cannot reach its server fails in words, with a retry, where its content would be. The
 * default (`online`) would pause it instead — a pending query with no error, so a reader stays
 * empty and a list keeps showing its predecessor's rows (`keepPreviousData`) under the new
 * heading. Previous data is kept only while the next is loading, never after it failed; the
 * queries in error refetch by themselves when the browser is back online.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        reportQueryError(error, query.meta, query.state.data !== undefined),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportMutationError(error, mutation.meta),
      onSuccess: (_data, _variables, _result, mutation) => reportMutationSuccess(mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Tests wait for the state after the retries, not for the backoff (1 s, then 2 s).
        ...(import.meta.env.MODE === 'test' ? { retryDelay: 0 } : {}),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      // A change made offline fails at once (put back, with the reason), never waits unsent.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// The page is busy while its data is fetched or saved (`<html data-busy>`, busy.ts).
watchBusy(() => queryClient.isFetching() > 0 || queryClient.isMutating() > 0);
queryClient.getQueryCache().subscribe(busyChanged);
queryClient.getMutationCache().subscribe(busyChanged);

// Another user's data must never show after a sign-out.
onSessionEnd(() => queryClient.clear());

// Another tab wrote demo data: what this one shows is read again, once per burst of writes.
let rereadPending = false;
globalThis.addEventListener?.(DEMO_DATA_CHANGED, () => {
  if (rereadPending) return;
  rereadPending = true;
  setTimeout(() => {
    rereadPending = false;
    void queryClient.invalidateQueries();
  }, 0);
});
