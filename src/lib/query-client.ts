import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { reportMutationError, reportMutationSuccess, reportQueryError } from './query-feedback';
import { onSessionEnd } from './session-cleanup';

/** Client errors (4xx) are answers, not accidents: they are never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isClientError || error.kind === 'parse')) return false;
  return failureCount < 2;
}

/** The query client, with the app's one error policy (`query-feedback.ts`) in its caches. */
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
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Another user's data must never show after a sign-out.
onSessionEnd(() => queryClient.clear());
