import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { onSessionEnd } from './session-cleanup';

/** Client errors (4xx) are answers, not accidents: they are never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isClientError || error.kind === 'parse')) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
