import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

/**
 * The app's one query client, for every page but the sign-in pages (the router wraps them
 * with it, and the signed-in layout provides it to the navbar too). A chunk of its own, so
 * the login page's JavaScript carries neither TanStack Query nor the error policy.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
